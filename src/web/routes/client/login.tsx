export const loginRoute = { Component: () => <p>Client sign-in</p> };
