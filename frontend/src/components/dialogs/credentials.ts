/** What a created user or a password reset returns: data{name, username, password}. */
export interface Credentials {
  readonly name: string;
  readonly username?: string;
  readonly password?: string;
  /** A registered detector's secret: the server keeps only its hash, so this is the one time it is seen. */
  readonly secret?: string;
}
