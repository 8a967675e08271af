export const backofficeResetPasswordRoute = { Component: () => <p>Reset password</p> };
