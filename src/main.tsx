import { start } from './app/main';

void start();
