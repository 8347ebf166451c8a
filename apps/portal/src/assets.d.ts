/** A file Vite copies into the build, imported as its URL (`import url from './file?url'`). */
declare module '*?url' {
  const url: string;
  export default url;
}

/** A module Vite bundles as a file of its own, imported as its URL (an AudioWorklet's module). */
declare module '*?worker&url' {
  const url: string;
  export default url;
}
