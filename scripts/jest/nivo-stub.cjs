/**
 * nivo in jsdom: its responsive charts measure their box, which jsdom lays out as 0 x 0, so
 * they draw nothing there anyway. The stand-in writes only the names the chart would write for
 * the data it was given: the pie's legend (each slice's label), the bar and line charts'
 * category ticks (the category axis' tickValues and format, or every category). Component tests
 * read those for what the report hands the chart (the folded "Other", months as "Jan 2026"),
 * and the charts' table alternative for the figures; the drawing itself is checked in a real
 * browser (e2e report-charts and reports-*).
 */
const { createElement } = require('react');

function categories(name, { data, indexBy = 'id' }) {
  if (name === 'bar') return data.map((row) => row[indexBy]);
  return [...new Set(data.flatMap((series) => series.data.map((point) => point.x)))];
}

function writtenNames(name, props) {
  if (name === 'pie') return props.data.map((slice) => String(slice.label ?? slice.id));
  // Lying bars have their categories on the left axis.
  const axis = (props.layout === 'horizontal' ? props.axisLeft : props.axisBottom) ?? {};
  const format = axis.format ?? String;
  return (Array.isArray(axis.tickValues) ? axis.tickValues : categories(name, props)).map((value) => format(value));
}

const chart = (name) =>
  function NivoChartStub(props) {
    return createElement(
      'div',
      { 'data-nivo-chart': name },
      writtenNames(name, props).map((text, index) => createElement('span', { key: index, 'data-nivo-text': '' }, text)),
    );
  };

module.exports = { ResponsivePie: chart('pie'), ResponsiveBar: chart('bar'), ResponsiveLine: chart('line') };
