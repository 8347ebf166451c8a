// `node node-cjs.cjs BASE_URL NAME PHOTO`: the scenario through `require` (dist/index.cjs).
const { readFile } = require('node:fs/promises');
const sdk = require('@rebond/sdk');
const scenario = require('./scenario.cjs');

const [baseUrl, name, photoPath] = process.argv.slice(2);
readFile(photoPath).then(async (bytes) => {
  const result = await scenario(sdk, { baseUrl, name, photo: new Blob([bytes], { type: 'image/png' }) });
  console.log(JSON.stringify({ entry: require.resolve('@rebond/sdk'), ...result }));
});
