export const resetPasswordRoute = { Component: () => <p>Reset password</p> };
