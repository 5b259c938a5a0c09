/**
 * Data: the product's one DynamoDB table (built from functions/data/table.ts, the same
 * definition DynamoDB Local and the tests use) and the private uploads bucket.
 */
import { Aws, Duration, RemovalPolicy, SecretValue, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEYS } from '../../functions/data/table';
import { TEMPORARY_UPLOAD_PREFIX } from '../../functions/lib/upload-keys';
import { createLogsBucket } from './logs-bucket';

export interface DataStackProps extends StackProps {
  appOrigin: string;
  names: DataResourceNames;
}

/**
 * Physical names of the data resources. The route stacks build their IAM resources
 * from these names instead of importing the ARNs: the policies then contain no
 * cross-stack references, so their cdk-nag acknowledgements can name the exact
 * resources (see route-function.ts) and the stacks stay loosely coupled.
 */
export interface DataResourceNames {
  tableName: string;
  uploadsBucketName: string;
  /**
   * The public data bucket (web-stack.ts: CloudFront serves it under /otvorene-data/), written only by the
   * scheduled job of the public page (api-stack.ts); by name, so neither stack needs the other's export.
   */
  publicDataBucketName: string;
  /**
   * Secrets Manager secret CloudFront sends as the `x-origin-verify` header to the API and the
   * handlers compare (functions/http/http.ts): the execute-api endpoint answers nobody else, so
   * the WAF in front of CloudFront cannot be bypassed. Read by name through CloudFormation
   * dynamic references (no cross-stack export, never in a template).
   */
  originVerifySecretName: string;
}

export function dataResourceNames(stage: string): DataResourceNames {
  return {
    tableName: `evidencia-skod-${stage}`,
    // Bucket names are global: the account id keeps them unique (max 56 of 63 chars).
    uploadsBucketName: `evidencia-skod-${stage}-uploads-${Aws.ACCOUNT_ID}`,
    publicDataBucketName: `evidencia-skod-${stage}-public-data-${Aws.ACCOUNT_ID}`,
    originVerifySecretName: `evidencia-skod-${stage}/origin-verify`,
  };
}

/** Header CloudFront adds to every API request; its value is the origin-verify secret. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * The secret's value as a CloudFormation dynamic reference, resolved at deploy time (never in a
 * template); a version id pins a new value after a change (templates change → resources update).
 */
export const originVerifyValue = (names: DataResourceNames, versionId?: string) =>
  SecretValue.secretsManager(names.originVerifySecretName, versionId ? { versionId } : {}).unsafeUnwrap();

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly uploadsBucket: s3.Bucket;
  readonly originVerifySecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    const str = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    this.table = new dynamodb.Table(this, 'Table', {
      tableName: props.names.tableName,
      partitionKey: str(TABLE_KEYS.partitionKey),
      sortKey: str(TABLE_KEYS.sortKey),
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: str(index.partitionKey),
        sortKey: str(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    const accessLogs = createLogsBucket(this, 'AccessLogs');

    this.uploadsBucket = new s3.Bucket(this, 'Uploads', {
      bucketName: props.names.uploadsBucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // SSE-S3, not KMS: a customer key would make every route stack edit this stack's key policy.
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'uploads/',
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        {
          id: 'expire-abandoned-temporary-uploads',
          prefix: TEMPORARY_UPLOAD_PREFIX, // abandoned temporary uploads expire after a day
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          id: 'expire-noncurrent-versions',
          noncurrentVersionExpiration: Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
          expiredObjectDeleteMarker: true,
        },
      ],
      // The browser uploads photos and attachments straight to S3 with a presigned POST
      // and may fetch presigned GET URLs; only the product's own origin may do so.
      cors: [
        {
          allowedOrigins: [props.appOrigin],
          allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3000,
        },
      ],
    });

    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerify', {
      secretName: props.names.originVerifySecretName,
      description: 'Evidencia škôd: value of the x-origin-verify header CloudFront adds to API requests (checked by every handler).',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the Lambda functions receive the value at deploy time (dynamic references); a rotation is a new value followed by a deploy of the Api and Web stacks (README), not a rotation Lambda.',
    });
  }
}
