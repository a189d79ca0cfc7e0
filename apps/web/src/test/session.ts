/** A stored session (the access token; the refresh token is an httpOnly cookie), as after logging in. */
export function logIn(): void {
  localStorage.setItem('accessToken', 'access-1');
}
