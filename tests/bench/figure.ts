/** One benchmark result, printed as `name: value unit`. */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}

export type Benchmark = () => Promise<readonly Figure[]>;

export const formatFigure = (figure: Figure): string =>
  `${figure.name}: ${Number.isInteger(figure.value) ? figure.value : figure.value.toFixed(2)} ${figure.unit}`;
