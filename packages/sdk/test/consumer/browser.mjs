// Bundled for the browser (esbuild, `import` condition), loaded by a page at `/?api=BASE&name=NAME`.
import * as sdk from '@rebond/sdk';
import scenario from './scenario.cjs';

const params = new URLSearchParams(location.search);
window.scenarioResult = fetch('/portrait.png')
  .then((response) => response.blob())
  .then((photo) => scenario(sdk, { baseUrl: params.get('api'), name: params.get('name'), photo }));
