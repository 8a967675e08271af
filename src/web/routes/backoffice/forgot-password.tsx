export const forgotPasswordRoute = { Component: () => <p>Forgot password</p> };
