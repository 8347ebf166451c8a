/** A stylesheet imported as text (`?raw`: Vite in the tests and Storybook, a plugin in tsup). */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
