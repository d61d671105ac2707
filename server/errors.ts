// Every client error leaves the server as a 4xx with a JSON body {error, message}.
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ClientError(404, 'not_found', `${what} not found`);
export const badRequest = (message: string) => new ClientError(400, 'bad_request', message);
