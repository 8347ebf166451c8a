// Stands in for the `@tensorflow/tfjs` umbrella package (about 330 MB installed) when
// @vladmandic/face-api's Node build is loaded: face-api only needs tfjs-core's ops, a backend and
// the chained tensor methods (`t.as3D()`, `t.div()`...) that the umbrella registers.
const tf = require('@tensorflow/tfjs-core');
require('@tensorflow/tfjs-backend-cpu');
require('@tensorflow/tfjs-backend-wasm');

const proto = tf.Tensor.prototype;
const plain = [
  'abs',
  'add',
  'argMax',
  'argMin',
  'avgPool',
  'batchNorm',
  'cast',
  'clipByValue',
  'conv2d',
  'depthwiseConv2d',
  'div',
  'equal',
  'exp',
  'expandDims',
  'floor',
  'gather',
  'greater',
  'less',
  'log',
  'matMul',
  'max',
  'maxPool',
  'maximum',
  'mean',
  'min',
  'minimum',
  'mul',
  'neg',
  'pad',
  'pow',
  'relu',
  'relu6',
  'reshape',
  'resizeBilinear',
  'resizeNearestNeighbor',
  'round',
  'sigmoid',
  'slice',
  'softmax',
  'split',
  'sqrt',
  'square',
  'squeeze',
  'sub',
  'sum',
  'tanh',
  'tile',
  'transpose',
  'unstack',
];
for (const name of plain) {
  if (typeof tf[name] === 'function' && typeof proto[name] !== 'function') {
    proto[name] = function (...args) {
      this.throwIfDisposed();
      return tf[name](this, ...args);
    };
  }
}
const define = (name, fn) => {
  if (typeof proto[name] !== 'function') proto[name] = fn;
};
define('as1D', function () {
  return tf.reshape(this, [this.size]);
});
define('as2D', function (r, c) {
  return tf.reshape(this, [r, c]);
});
define('as3D', function (r, c, d) {
  return tf.reshape(this, [r, c, d]);
});
define('as4D', function (r, c, d, d2) {
  return tf.reshape(this, [r, c, d, d2]);
});
define('asScalar', function () {
  return tf.reshape(this, []);
});
define('asType', function (dtype) {
  return tf.cast(this, dtype);
});
define('toFloat', function () {
  return tf.cast(this, 'float32');
});
define('toInt', function () {
  return tf.cast(this, 'int32');
});
define('toBool', function () {
  return tf.cast(this, 'bool');
});
define('flatten', function () {
  return tf.reshape(this, [this.size]);
});
define('concat', function (x, axis) {
  return tf.concat([this, ...(x instanceof tf.Tensor ? [x] : x)], axis);
});

module.exports = tf;
