/**
 * Test-only stand-in for uPlot (jsdom has no canvas): records each chart drawn, with its data and options.
 * Use with `jest.mock('uplot', () => require('…/testing/fake-uplot'))`.
 */
export interface DrawnChart {
  data: [number[], number[]];
  options: Record<string, unknown>;
  destroyed: boolean;
}

export const drawnCharts: DrawnChart[] = [];

class FakeUPlot {
  static paths = { bars: () => () => null };
  static tzDate = (date: Date) => date;
  private readonly chart: DrawnChart;

  constructor(options: Record<string, unknown>, data: [number[], number[]], target: HTMLElement) {
    this.chart = { data, options, destroyed: false };
    drawnCharts.push(this.chart);
    target.appendChild(document.createElement('canvas'));
  }

  setSize() {}

  destroy() {
    this.chart.destroyed = true;
  }
}

export default FakeUPlot;
