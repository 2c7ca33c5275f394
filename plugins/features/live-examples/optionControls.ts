/**
 * The controls an example gets for its function's documented options, as the API generator writes
 * them into the page (`<LiveExample options={...}>`) and the example's Options panel reads them.
 */
export type OptionControl =
  | {
      readonly name: string;
      readonly kind: 'select';
      readonly values: readonly (string | number)[];
      readonly defaultValue?: string | number;
    }
  | { readonly name: string; readonly kind: 'number'; readonly min?: number; readonly max?: number; readonly defaultValue?: number }
  | { readonly name: string; readonly kind: 'boolean'; readonly defaultValue?: boolean };

export interface ExampleOptionControls {
  /** Which argument of the call the options object is (0-based). */
  readonly argument: number;
  readonly controls: readonly OptionControl[];
}
