/**
 * Entry of the `<script>` build, `dist/rebond-widgets.global.js`: defines every element, exposes
 * the exports as `window.RebondWidgets`, and takes over the loader's `window.Rebond` queue.
 */

import { installRebond } from './rebond';
import { configureRecorderApi } from './recorder/api';
import { sdkRecorderApi } from './recorder/sdk-api';

export * from './index';

installRebond();
// The <script> build talks to the Rebond API through the SDK; bundler users register their own
// factory (or this one, exported as `sdkRecorderApi`).
configureRecorderApi(sdkRecorderApi);
