import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/**
 * A request header as a string ('' when absent or repeated), for what the browser says about itself: the
 * User-Agent (a session's device) and the Origin (where a passkey prompt runs). Not @Headers(): that would put
 * the header in the OpenAPI document as a parameter every client must send.
 */
export const ClientHeader = createParamDecorator((name: 'user-agent' | 'origin', context: ExecutionContext) => {
  const value = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers[name];
  return typeof value === 'string' ? value : '';
});
