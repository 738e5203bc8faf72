import { describe, expect, it } from '@jest/globals';
import type { ValidationErrorBody } from '@portal/shared/contract';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const authorize = (payload: unknown) => kit.call('pm', 'POST', 'realtime-auth', payload);

// Joining channels with the real client is in src/realtime/realtime.test.ts.
describe('POST /api/realtime-auth input', () => {
  it('refuses a socket id of the wrong form or type, and a missing channel, with 422', async () => {
    const wrongForm = await authorize({ socket_id: '1.2\u0000', channel_name: 'private-portal' });
    expect(wrongForm.statusCode).toBe(422);
    expect(wrongForm.json<ValidationErrorBody>().errors).toEqual({ socket_id: ['The socket id field is not a Pusher socket id.'] });
    const wrongType = await authorize({ socket_id: 123.456, channel_name: ['private-portal'] });
    expect(wrongType.json<ValidationErrorBody>().errors).toEqual({
      socket_id: ['The socket id field must be a string.'],
      channel_name: ['The channel name field must be a string.'],
    });
    const missing = await authorize({ socket_id: '123.456' });
    expect(missing.json<ValidationErrorBody>().errors).toEqual({ channel_name: ['The channel name field is required.'] });
  });

  it('answers 403 for a project channel whose id no database integer can hold', async () => {
    const response = await authorize({ socket_id: '123.456', channel_name: 'private-project.9999999999' });
    expect(response.statusCode).toBe(403);
    expect((await authorize({ socket_id: '123.456', channel_name: 'private-portal' })).statusCode).toBe(200);
  });
});
