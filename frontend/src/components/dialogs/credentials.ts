/** What a created user or a password reset returns: data{name, username, password}. */
export interface Credentials {
  readonly name: string;
  readonly username?: string;
  readonly password?: string;
}
