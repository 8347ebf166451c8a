/** The version of `@rebond/widgets`; a test keeps it equal to the package.json version. */
export const VERSION = '0.1.0';
