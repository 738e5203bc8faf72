/**
 * The recipes of everything the sign-in pages do not draw: system.ts adds them to the portal's
 * system with loadAllRecipes(), before the signed-in frame, a toast or another page renders.
 */
import {
  avatarSlotRecipe,
  badgeRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  dialogSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  qrCodeSlotRecipe,
  skipNavLinkRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

export const areaRecipes = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  skipNavLink: skipNavLinkRecipe,
  textarea: textareaRecipe,
};

export const areaSlotRecipes = {
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  combobox: comboboxSlotRecipe,
  dialog: dialogSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
