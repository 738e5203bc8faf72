/**
 * nivo in jsdom: its responsive charts measure their box, which jsdom lays out as 0 x 0, so
 * they draw nothing there anyway. Component tests read the charts' table alternative instead;
 * the drawn charts are checked in a real browser (e2e reports-*).
 */
const { createElement } = require('react');

const chart = (name) =>
  function NivoChartStub() {
    return createElement('div', { 'data-nivo-chart': name });
  };

module.exports = { ResponsivePie: chart('pie'), ResponsiveBar: chart('bar'), ResponsiveLine: chart('line') };
