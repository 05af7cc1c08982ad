import './define.ts';
