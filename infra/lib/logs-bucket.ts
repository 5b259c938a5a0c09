import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface LogsBucketOptions {
  /** CloudFront standard logging writes with ACLs, so it needs object-writer ownership. */
  forCloudFront?: boolean;
}

/** A private bucket that receives S3 server access logs (and CloudFront logs) of one stack. */
export function createLogsBucket(scope: Construct, id: string, options: LogsBucketOptions = {}): s3.Bucket {
  const bucket = new s3.Bucket(scope, id, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    objectOwnership: options.forCloudFront ? s3.ObjectOwnership.OBJECT_WRITER : s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: RemovalPolicy.RETAIN,
    lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(365) }],
  });
  // cdk-nag's S1 (server access logs) recognises a log-target bucket and does not ask
  // it to log itself, so there is nothing to acknowledge here.
  return bucket;
}
