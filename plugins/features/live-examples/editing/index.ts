/** What loads when a reader starts to edit an example: acorn and the code rewriters. */
export { ExampleParseError, findMovableInputs, type MovableInput, type Vertex } from './movableInputs';
export { moveVertex } from './moveVertex';
export { readOptions, setOption, type OptionValue } from './exampleOptions';
