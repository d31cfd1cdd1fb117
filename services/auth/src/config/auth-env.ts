import { JwtEnv } from '@henesys/server';

export class AuthEnv extends JwtEnv {}
