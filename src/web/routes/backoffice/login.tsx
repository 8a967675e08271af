export const backofficeLoginRoute = { Component: () => <p>Team sign-in</p> };
