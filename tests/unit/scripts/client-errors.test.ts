import { describe, expect, it } from 'vitest';
import { hostFault, parseFault, refusedPath, unknownMethod } from '../../../scripts/emulator/client-errors.ts';

const parserError = (code: string, reason = '') => Object.assign(new Error(`Parse Error: ${reason}`), { code, reason });

describe('what the local server says about a request Node’s parser refuses', () => {
  it('names the fault, telling apart the framing faults llhttp reports under one code', () => {
    expect(parseFault(parserError('HPE_HEADER_OVERFLOW'))).toEqual({ tooLarge: true });
    expect(parseFault(parserError('HPE_INVALID_TRANSFER_ENCODING', "Transfer-Encoding can't be present with Content-Length"))).toEqual({ tooLarge: false, reason: 'it has both Content-Length and Transfer-Encoding' });
    expect(parseFault(parserError('HPE_INVALID_TRANSFER_ENCODING', 'Request has invalid `Transfer-Encoding`'))).toEqual({ tooLarge: false, reason: 'its Transfer-Encoding does not end with chunked' });
    expect(parseFault(parserError('HPE_INVALID_CHUNK_SIZE'))).toMatchObject({ reason: 'a chunk size is not a hexadecimal number' });
    expect(parseFault(parserError('HPE_SOMETHING_NEW'))).toMatchObject({ reason: 'it cannot be parsed' });
  });

  it('has nothing to answer when the client went away, and a timeout to tell one that did not send its whole request in time', () => {
    expect(parseFault(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(parseFault(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }))).toEqual({ tooLarge: false, timedOut: true });
  });

  it('holds HTTP/1.1 requests to one Host header and any request to at most one', () => {
    expect(hostFault(['Host', 'a'], '1.1')).toBeUndefined();
    for (const host of ['localhost:8888', '127.0.0.1', '[::1]:8888', 'xn--bcher-kva.example', '%41', 'a.example:']) expect(hostFault(['Host', host], '1.1'), host).toBeUndefined();
    for (const host of ['localhost#x', '127.0.0.1:8888/../', 'a b', 'x/y', 'localhost?x', 'user@host', 'a:b:c']) expect(hostFault(['Host', host], '1.1'), host).toEqual({ tooLarge: false, reason: 'its Host header is not a host' });
    expect(hostFault([], '1.0')).toBeUndefined();
    expect(hostFault([], '1.1')).toMatchObject({ reason: 'it has no Host header' });
    expect(hostFault(['Host', 'a', 'host', 'b'], '1.0')).toMatchObject({ reason: 'it has more than one Host header' });
  });

  it('reads the path of the refused request from the bytes received, even when the request line was cut short', () => {
    expect(refusedPath(Buffer.from('GET /api/v1/search?q=aaaa'))).toBe('/api/v1/search');
    expect(refusedPath(Buffer.from('POST /api/mcp HTTP/1.1\r\nHost: x\r\n'))).toBe('/api/mcp');
    expect(refusedPath(Buffer.from('\x01\x02 nonsense'))).toBe('/');
    expect(refusedPath(undefined)).toBe('/');
    // Several leading slashes are one: a path, not a host.
    expect(refusedPath(Buffer.from('FOO //api/mcp HTTP/1.1'))).toBe('/api/mcp');
    // Normalised as an accepted request's path is: an encoded unreserved character is itself.
    expect(refusedPath(Buffer.from('FOO /ap%69/mcp HTTP/1.1'))).toBe('/api/mcp');
    // An absolute target by its path; the asterisk as the root.
    expect(refusedPath(Buffer.from('FOO http://localhost:8888/api/v1/profile?x=1 HTTP/1.1'))).toBe('/api/v1/profile');
    expect(refusedPath(Buffer.from('FOO * HTTP/1.1'))).toBe('/');
  });

  it('tells a method Node does not know, which is well formed, from bytes that are no method', () => {
    const badMethod = parserError('HPE_INVALID_METHOD', 'Invalid method encountered');
    expect(unknownMethod(badMethod, Buffer.from('FOO /api/v1/profile HTTP/1.1\r\n'))).toBe('FOO');
    expect(unknownMethod(badMethod, Buffer.from('get /projects HTTP/1.1\r\n'))).toBe('get');
    expect(unknownMethod(badMethod, Buffer.from('\x16\x03\x01\x02\x00\x01'))).toBeUndefined();
    expect(unknownMethod(badMethod, Buffer.from('"GET" / HTTP/1.1\r\n'))).toBeUndefined();
    expect(unknownMethod(badMethod, undefined)).toBeUndefined();
    expect(unknownMethod(badMethod, Buffer.from('FOO http://localhost/api/v1/profile HTTP/1.1\r\n'))).toBe('FOO');
    // A method Node knows cannot be the one it refused: those bytes began with an earlier, pipelined request.
    expect(unknownMethod(badMethod, Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\nFOO / HTTP/1.1\r\n'))).toBeUndefined();
    // Any other fault is not about the method, whatever the request line says.
    expect(unknownMethod(parserError('HPE_INVALID_URL'), Buffer.from('FOO /a b HTTP/1.1\r\n'))).toBeUndefined();
  });
});
