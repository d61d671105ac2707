// A small builder for ONNX graphs written from JS with onnx-proto: every node and
// initializer gets a unique name, so graphs can be composed from helper functions.
import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;
export const DataType = onnx.TensorProto.DataType;

type Attr = number | number[] | string | { ints: number[] } | { float: number };

export class OnnxGraph {
  private readonly nodes: InstanceType<typeof onnx.NodeProto>[] = [];
  private readonly initializers: InstanceType<typeof onnx.TensorProto>[] = [];
  private readonly names = new Set<string>();
  private counter = 0;

  private unique(base: string): string {
    let name = base;
    while (this.names.has(name)) name = `${base}_${++this.counter}`;
    this.names.add(name);
    return name;
  }

  initializer(name: string, dataType: number, dims: number[], data: ArrayBufferView): string {
    const unique = this.unique(name);
    const raw = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    this.initializers.push(onnx.TensorProto.create({ name: unique, dataType, dims, rawData: Uint8Array.from(raw) }));
    return unique;
  }

  float(name: string, dims: number[], data: Float32Array | number[]): string {
    return this.initializer(name, DataType.FLOAT, dims, data instanceof Float32Array ? data : Float32Array.from(data));
  }

  int64(name: string, dims: number[], data: number[]): string {
    return this.initializer(name, DataType.INT64, dims, BigInt64Array.from(data.map(BigInt)));
  }

  /** Adds a node and returns the names of its outputs. */
  op(opType: string, inputs: string[], attrs: Record<string, Attr> = {}, outputCount = 1, name = opType): string[] {
    const nodeName = this.unique(name);
    const outputs = Array.from({ length: outputCount }, (_, i) => this.unique(`${nodeName}:${i}`));
    const attribute = Object.entries(attrs).map(([key, value]) => toAttribute(key, value));
    this.nodes.push(onnx.NodeProto.create({ name: nodeName, opType, input: inputs, output: outputs, attribute }));
    return outputs;
  }

  /** A node with one output. */
  op1(opType: string, inputs: string[], attrs: Record<string, Attr> = {}, name = opType): string {
    return this.op(opType, inputs, attrs, 1, name)[0]!;
  }

  /** Renames a value to a graph output name by routing it through Identity. */
  output(value: string, name: string): string {
    this.names.add(name);
    this.nodes.push(onnx.NodeProto.create({ name: this.unique(`${name}_out`), opType: 'Identity', input: [value], output: [name] }));
    return name;
  }

  encode(spec: {
    inputs: { name: string; elemType: number; shape: (number | string)[] }[];
    outputs: { name: string; elemType: number; shape: (number | string)[] }[];
    opset: number;
    docString: string;
  }): Uint8Array {
    const valueInfo = (v: { name: string; elemType: number; shape: (number | string)[] }) =>
      onnx.ValueInfoProto.create({
        name: v.name,
        type: {
          tensorType: {
            elemType: v.elemType,
            shape: { dim: v.shape.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })) },
          },
        },
      });
    for (const input of spec.inputs) this.names.add(input.name);
    const model = onnx.ModelProto.create({
      irVersion: 8,
      producerName: 'vibe-check/scripts/build-model',
      docString: spec.docString,
      opsetImport: [{ domain: '', version: spec.opset }],
      graph: {
        name: 'use_lite',
        node: this.nodes,
        initializer: this.initializers,
        input: spec.inputs.map(valueInfo),
        output: spec.outputs.map(valueInfo),
      },
    });
    return onnx.ModelProto.encode(model).finish();
  }
}

function toAttribute(name: string, value: Attr): InstanceType<typeof onnx.AttributeProto> {
  const T = onnx.AttributeProto.AttributeType;
  if (typeof value === 'string') return onnx.AttributeProto.create({ name, type: T.STRING, s: new TextEncoder().encode(value) });
  if (typeof value === 'number') return onnx.AttributeProto.create({ name, type: T.INT, i: value });
  if (Array.isArray(value)) return onnx.AttributeProto.create({ name, type: T.INTS, ints: value });
  if ('ints' in value) return onnx.AttributeProto.create({ name, type: T.INTS, ints: value.ints });
  return onnx.AttributeProto.create({ name, type: T.FLOAT, f: value.float });
}
