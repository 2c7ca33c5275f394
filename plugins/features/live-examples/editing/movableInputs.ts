/**
 * Finds the coordinates in an example's code that a reader can move on the map: number literals
 * passed to Turf's geometry constructors, written in GeoJSON geometry objects, or assigned to a
 * variable as a position, a list of positions or a bbox. Each number keeps its source span, so a
 * move rewrites just those characters (`moveVertex`) and the code stays the one source of truth.
 */
import type { Expression, SpreadElement } from 'acorn';
import { simple as walkSimple } from 'acorn-walk';

import { calleeName, parseExample, propertyKey, type AnyNode } from './syntax';

export { ExampleParseError } from './syntax';

/** Where one number is written: a literal, or a literal with its sign (`-83`, `- 1e-3`). */
export interface NumberSpan {
  readonly start: number;
  readonly end: number;
}

/** One place a position is written: its longitude and latitude. */
export interface PositionSpans {
  readonly lng: NumberSpan;
  readonly lat: NumberSpan;
}

export interface Vertex {
  readonly lngLat: readonly [number, number];
  /** A ring's closing position is written twice (first and last); both move together. */
  readonly spans: readonly PositionSpans[];
  /** What a reader hears: "line, vertex 2 of 3". */
  readonly label: string;
}

export interface MovableInput {
  /** The variable holding it, else the constructor and its number ("point 2"). */
  readonly name: string;
  readonly kind: InputKind;
  readonly vertices: readonly Vertex[];
}

export type InputKind = 'point' | 'line' | 'polygon' | 'bbox' | 'points';

/** Turf's constructors and the depth of positions their first argument holds. */
const constructors: Readonly<Record<string, { readonly depth: number; readonly kind: InputKind }>> = {
  point: { depth: 0, kind: 'point' },
  points: { depth: 1, kind: 'points' },
  multiPoint: { depth: 1, kind: 'points' },
  lineString: { depth: 1, kind: 'line' },
  lineStrings: { depth: 2, kind: 'line' },
  multiLineString: { depth: 2, kind: 'line' },
  polygon: { depth: 2, kind: 'polygon' },
  polygons: { depth: 3, kind: 'polygon' },
  multiPolygon: { depth: 3, kind: 'polygon' },
  bboxPolygon: { depth: -1, kind: 'bbox' },
  hexGrid: { depth: -1, kind: 'bbox' },
  pointGrid: { depth: -1, kind: 'bbox' },
  rectangleGrid: { depth: -1, kind: 'bbox' },
  squareGrid: { depth: -1, kind: 'bbox' },
  triangleGrid: { depth: -1, kind: 'bbox' },
};

/** GeoJSON geometry objects: `{ type: 'Polygon', coordinates: [...] }`. */
const geometryTypes: Readonly<Record<string, { readonly depth: number; readonly kind: InputKind }>> = {
  Point: constructors.point!,
  MultiPoint: constructors.multiPoint!,
  LineString: constructors.lineString!,
  MultiLineString: constructors.multiLineString!,
  Polygon: constructors.polygon!,
  MultiPolygon: constructors.multiPolygon!,
};

/** A written number: `12`, `1e-3`, `-83`, `+2`. Anything computed is not movable. */
function numberOf(node: AnyNode | null | undefined): { value: number; span: NumberSpan } | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'number') return { value: node.value, span: node };
  if (node.type === 'UnaryExpression' && (node.operator === '-' || node.operator === '+')) {
    const inner = numberOf(node.argument as AnyNode);
    if (!inner) return undefined;
    return { value: node.operator === '-' ? -inner.value : inner.value, span: node };
  }
  return undefined;
}

const elementsOf = (node: AnyNode): (AnyNode | null)[] | undefined =>
  node.type === 'ArrayExpression' ? (node.elements as (AnyNode | null)[]) : undefined;

interface WrittenPosition {
  readonly lngLat: readonly [number, number];
  readonly spans: PositionSpans;
}

/** `[lng, lat]` or `[lng, lat, elevation]`, both written numbers on the earth. */
function positionOf(node: AnyNode | null): WrittenPosition | undefined {
  const elements = node && elementsOf(node);
  if (!elements || elements.length < 2 || elements.length > 3) return undefined;
  const lng = numberOf(elements[0]);
  const lat = numberOf(elements[1]);
  if (!lng || !lat || Math.abs(lng.value) > 360 || Math.abs(lat.value) > 90) return undefined;
  return { lngLat: [lng.value, lat.value], spans: { lng: lng.span, lat: lat.span } };
}

interface PositionList {
  /** Which part of which part the list is, outermost first: index and sibling count at each level. */
  readonly path: readonly { readonly index: number; readonly of: number }[];
  readonly positions: readonly (WrittenPosition | undefined)[];
}

/** The lists of positions `depth` levels down (0: one position; 1: a list; 2: lists of lists...). */
function positionLists(node: AnyNode | null, depth: number, path: PositionList['path'] = []): PositionList[] {
  if (!node) return [];
  if (depth === 0) return [{ path, positions: [positionOf(node)] }];
  const elements = elementsOf(node);
  if (!elements) return [];
  if (depth === 1) return [{ path, positions: elements.map(positionOf) }];
  return elements.flatMap((element, index) => positionLists(element, depth - 1, [...path, { index, of: elements.length }]));
}

/** What the levels above a list of positions are called, outermost first. */
const levelNames: Readonly<Record<InputKind, readonly string[]>> = {
  point: [],
  points: [],
  line: ['line'],
  polygon: ['polygon', 'ring'],
  bbox: [],
};

function verticesOf(name: string, kind: InputKind, node: AnyNode, depth: number): Vertex[] {
  const vertices: Vertex[] = [];
  const names = levelNames[kind].slice(-Math.max(depth - 1, 0));
  for (const { path, positions } of positionLists(node, depth)) {
    // A ring's last position repeats its first: one handle moves both.
    const first = positions[0];
    const last = positions.at(-1);
    const closed =
      kind === 'polygon' &&
      positions.length > 2 &&
      first !== undefined &&
      last !== undefined &&
      first.lngLat[0] === last.lngLat[0] &&
      first.lngLat[1] === last.lngLat[1];
    const count = closed ? positions.length - 1 : positions.length;
    // A level is named only where it has several parts: "polygon 2, ring 1".
    const part = path
      .map(({ index, of }, level) => (of > 1 ? `${names[level] ?? 'part'} ${index + 1}` : ''))
      .filter(Boolean)
      .join(', ');
    for (let index = 0; index < count; index++) {
      const position = positions[index];
      if (!position) continue;
      const spans = closed && index === 0 ? [position.spans, last.spans] : [position.spans];
      const where =
        depth === 0
          ? / \d+$/.test(name)
            ? ''
            : 'point'
          : kind === 'points'
            ? `point ${index + 1} of ${count}`
            : `vertex ${index + 1} of ${count}`;
      vertices.push({ lngLat: position.lngLat, spans, label: [name, part, where].filter(Boolean).join(', ') });
    }
  }
  return vertices;
}

/** `[minX, minY, maxX, maxY]`: its south-west and north-east corners. */
function bboxVertices(name: string, node: AnyNode): Vertex[] {
  const elements = elementsOf(node);
  if (!elements || elements.length !== 4) return [];
  const numbers = elements.map(numberOf);
  if (numbers.some((number) => !number)) return [];
  const [west, south, east, north] = numbers as { value: number; span: NumberSpan }[];
  if ([south, north].some((number) => Math.abs(number!.value) > 90)) return [];
  return [
    { lngLat: [west!.value, south!.value], spans: [{ lng: west!.span, lat: south!.span }], label: `${name}, south-west corner` },
    { lngLat: [east!.value, north!.value], spans: [{ lng: east!.span, lat: north!.span }], label: `${name}, north-east corner` },
  ];
}

function propertyNamed(object: AnyNode, key: string): AnyNode | undefined {
  return (object.properties as AnyNode[]).find((property) => propertyKey(property) === key)?.value as AnyNode | undefined;
}

/** The shape of an array assigned to a variable: a position, positions, or rings. */
function arrayDepth(node: AnyNode): number | undefined {
  if (positionOf(node)) return 0;
  const elements = elementsOf(node);
  const first = elements?.[0];
  if (!first) return undefined;
  const inner = arrayDepth(first);
  return inner === undefined ? undefined : inner + 1;
}

/** Functions whose first argument is a bbox: a variable passed to one holds a bbox. */
const bboxTakers = new Set(Object.keys(constructors).filter((name) => constructors[name]!.kind === 'bbox'));

const depthKinds: readonly InputKind[] = ['point', 'line', 'polygon', 'polygon'];

/**
 * Every movable input, in the order it is written. Throws `ExampleParseError` when the code does
 * not parse (while a reader types): the caller keeps what it had.
 */
export function findMovableInputs(code: string): MovableInput[] {
  const program = parseExample(code);

  // The variable each expression is assigned to, by where the expression starts.
  const assignedTo = new Map<number, string>();
  // Variables passed to a bbox taker or as a `bbox` option, whose four numbers are a bbox.
  const bboxVariables = new Set<string>();
  const found: { start: number; kind: InputKind; node: AnyNode; depth: number; constructor: string }[] = [];

  walkSimple(program, {
    VariableDeclarator(node) {
      if (node.id.type === 'Identifier' && node.init) assignedTo.set(node.init.start, node.id.name);
    },
    AssignmentExpression(node) {
      if (node.left.type === 'Identifier') assignedTo.set(node.right.start, node.left.name);
    },
    CallExpression(node) {
      const call = node as unknown as AnyNode;
      const name = calleeName(call);
      const shape = name ? constructors[name] : undefined;
      const argument = (node.arguments as (Expression | SpreadElement)[])[0] as AnyNode | undefined;
      if (name && bboxTakers.has(name) && argument?.type === 'Identifier') bboxVariables.add(argument.name as string);
      if (!shape || !argument) return;
      if (argument.type === 'ArrayExpression')
        found.push({ start: call.start, kind: shape.kind, node: argument, depth: shape.depth, constructor: name! });
    },
    ObjectExpression(node) {
      const object = node as unknown as AnyNode;
      const type = propertyNamed(object, 'type');
      const coordinates = propertyNamed(object, 'coordinates');
      const shape = type?.type === 'Literal' && typeof type.value === 'string' ? geometryTypes[type.value] : undefined;
      if (shape && coordinates?.type === 'ArrayExpression')
        found.push({ start: object.start, kind: shape.kind, node: coordinates, depth: shape.depth, constructor: String(type!.value) });
      // `{ bbox: [w, s, e, n] }`, as randomPoint and the grids take it.
      const bbox = propertyNamed(object, 'bbox');
      if (bbox?.type === 'ArrayExpression') found.push({ start: bbox.start, kind: 'bbox', node: bbox, depth: -1, constructor: 'bbox' });
      if (bbox?.type === 'Identifier') bboxVariables.add(bbox.name as string);
    },
  });

  // Arrays assigned to a variable: `var center = [-75.3, 39.9]`, `var bbox = [0, 0, 10, 10]`.
  const claimed = new Set(found.map(({ node }) => node.start));
  walkSimple(program, {
    VariableDeclarator(node) {
      const init = node.init as AnyNode | null;
      if (node.id.type !== 'Identifier' || init?.type !== 'ArrayExpression' || claimed.has(init.start)) return;
      const depth = bboxVariables.has(node.id.name) ? -1 : arrayDepth(init);
      if (depth === undefined) return;
      found.push({ start: init.start, kind: depth === -1 ? 'bbox' : depthKinds[depth]!, node: init, depth, constructor: 'coordinates' });
    },
  });

  found.sort((a, b) => a.start - b.start);
  const counts = new Map<string, number>();
  const inputs: MovableInput[] = [];
  for (const { start, kind, node, depth, constructor } of found) {
    const count = (counts.get(constructor) ?? 0) + 1;
    counts.set(constructor, count);
    const name = assignedTo.get(start) ?? assignedTo.get(node.start) ?? `${constructor} ${count}`;
    const vertices = depth === -1 ? bboxVertices(name, node) : verticesOf(name, kind, node, depth);
    if (vertices.length > 0) inputs.push({ name, kind, vertices });
  }
  return inputs;
}
