// `node node-esm.mjs BASE_URL NAME PHOTO`: the scenario through `import` (dist/index.js).
import { readFile } from 'node:fs/promises';
import * as sdk from '@rebond/sdk';
import scenario from './scenario.cjs';

const [baseUrl, name, photoPath] = process.argv.slice(2);
const photo = new Blob([await readFile(photoPath)], { type: 'image/png' });
const result = await scenario(sdk, { baseUrl, name, photo });
console.log(JSON.stringify({ entry: import.meta.resolve('@rebond/sdk'), ...result }));
