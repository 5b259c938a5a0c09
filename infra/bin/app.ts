#!/usr/bin/env -S npx tsx
/** CDK entry point (cdk.json: "app": "npx tsx infra/bin/app.ts"). */
import { App } from 'aws-cdk-lib';
import { buildApp } from '../lib/app';

const app = new App();
buildApp(app);
app.synth();
