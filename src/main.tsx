import './app/no-eval';
import { start } from './app/main';

void start();
