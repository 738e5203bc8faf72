/**
 * react-datepicker's own stylesheet plus the portal's colours, through Chakra's CSS variables,
 * so the calendar follows light and dark mode like everything else.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a remote compiles these sources in its own program, which includes no ambient *.css declaration unless this file brings it
/// <reference path="./stylesheet.d.ts" />
import baseStyles from 'react-datepicker/dist/react-datepicker.css';

const themed = `
.react-datepicker-wrapper { display: block; width: 100%; }
.react-datepicker-popper { z-index: 1500; }
.react-datepicker { font-family: inherit; font-size: 0.875rem; background: var(--chakra-colors-bg-panel); color: var(--chakra-colors-fg); border-color: var(--chakra-colors-border); box-shadow: var(--chakra-shadows-lg); }
.react-datepicker__triangle { display: none; }
.react-datepicker__header { background: var(--chakra-colors-bg-muted); border-bottom-color: var(--chakra-colors-border); }
.react-datepicker__current-month, .react-datepicker__day-name, .react-datepicker__day, .react-datepicker-year-header { color: var(--chakra-colors-fg); }
.react-datepicker__day:not([aria-disabled=true]):hover { background: var(--chakra-colors-bg-emphasized); }
.react-datepicker__day--outside-month { color: var(--chakra-colors-fg-muted); }
.react-datepicker__day--disabled, .react-datepicker__day--disabled:hover { color: var(--chakra-colors-fg-subtle); background: transparent; cursor: not-allowed; }
.react-datepicker__day--keyboard-selected { background: var(--chakra-colors-blue-subtle); color: var(--chakra-colors-blue-fg); }
.react-datepicker__day--selected, .react-datepicker__day--selected:hover { background: var(--chakra-colors-blue-solid); color: var(--chakra-colors-blue-contrast); }
.react-datepicker__day--today { font-weight: 700; }
.react-datepicker__navigation-icon::before { border-color: var(--chakra-colors-fg-muted); }
.react-datepicker__close-icon::after { background: var(--chakra-colors-fg-muted); color: var(--chakra-colors-bg); }
`;

export const DATE_PICKER_STYLES = `${baseStyles}\n${themed}`;
