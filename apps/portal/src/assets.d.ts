/** A file Vite copies into the build, imported as its URL (`import url from './file?url'`). */
declare module '*?url' {
  const url: string;
  export default url;
}
