/** The version of `@rebond/widgets` on the page; a test keeps it equal to package.json's. */
export const VERSION = '0.1.0';
