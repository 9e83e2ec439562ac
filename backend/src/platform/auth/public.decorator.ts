import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'koinonia:public';
/** A route anyone may call, signed in or not. Everything else needs a session. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
