/** Answers GET /auth/profile and PATCH /auth/update-profile as command-api does (current password "old-secret-1"). */
export class FakeProfileServer {
  user = {
    _id: 'm1',
    username: 'm12345678',
    firstName: '太郎',
    lastName: '山田',
    spellingFirstName: 'タロウ',
    spellingLastName: 'ヤマダ',
    language: 'en',
    mobile: '09012345678',
    email: 'yamada@a.example',
    userType: 2,
    redirectPage: '/user',
    company: null,
    subscription: null,
    image: null,
    reportMails: { monthlyRecordBook: true, weeklySummary: true },
  };
  password = 'old-secret-1';
  readonly patches: Record<string, unknown>[] = [];

  fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/auth/profile')) return Response.json({ operation: 'success', data: this.user });
    if (url.endsWith('/auth/update-profile') && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, string | undefined>;
      this.patches.push(body);
      if ((body.password || body.email !== this.user.email) && body.currentPassword !== this.password) {
        const key = body.currentPassword ? 'Errors.CurrentPasswordWrong' : 'Errors.Required';
        return Response.json(
          { operation: 'error', error: { key: 'Errors.Invalid', status: 400, fields: [{ path: 'currentPassword', key }] } },
          { status: 400 },
        );
      }
      if (body.password) this.password = body.password;
      this.user = { ...this.user, firstName: body.firstName!, lastName: body.lastName!, email: body.email!, mobile: body.mobile! };
      return Response.json({ operation: 'success', data: this.user });
    }
    return Response.json({}, { status: 404 });
  }) as typeof fetch;
}
