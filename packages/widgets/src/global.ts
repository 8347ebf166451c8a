/**
 * Entry of the `<script>` build, `dist/rebond-widgets.global.js`: defines every element, exposes
 * the exports as `window.RebondWidgets`, and takes over the loader's `window.Rebond` queue.
 */

import { installRebond } from './rebond';

// The package's entry defines the elements and registers the api over the SDK.
export * from './index';

installRebond();
