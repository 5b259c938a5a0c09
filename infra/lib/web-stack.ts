/**
 * Web: the private bucket with the web build and the CloudFront distribution that is
 * the product's only public entry point. The default behaviour serves the SPA from S3
 * (origin access control); /api/*, /auth* and /logout go to the HTTP API uncached.
 *
 * The WAFv2 web ACL (waf-stack.ts, us-east-1: rate limits per client address, AWS managed
 * rule groups) is attached with -c webAclArn=<WebAclArn output of the Waf stack>.
 * Only CloudFront reaches the handlers: it adds the x-origin-verify header (the Data stack's
 * secret, resolved at deploy time) that every handler compares, so neither the WAF nor the
 * client address it forwards (CloudFront-Viewer-Address) can be bypassed via execute-api.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Annotations, CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from './data-stack';
import { createLogsBucket } from './logs-bucket';
import { VZORCE_API_PREFIX } from '@shared/api/vzorce';
import { OTVORENE_DATA_PREFIX } from '@shared/api/skody-v-cislach';
import { API_PATH_PATTERNS, SPA_ROUTING_FUNCTION_CODE, VZORCE_PATH_PATTERN, vzorceRewriteFunctionCode } from './spa-routing';

import { CONTENT_SECURITY_POLICY, SECURITY_HEADER_POLICY } from '@shared/security-headers';

/** The public page's files (shared/api/skody-v-cislach.ts), from the public data bucket. */
export const OTVORENE_DATA_PATH_PATTERN = `${OTVORENE_DATA_PREFIX}*`;

export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** Content Security Policy of every response: one definition with the local server. */
export { CONTENT_SECURITY_POLICY };

export interface WebStackProps extends StackProps {
  appOrigin: string;
  /** https://<apiId>.execute-api.<region>.amazonaws.com */
  apiEndpoint: string;
  /** WAF web ACL ARN (Waf stack output); attached to the distribution when given. */
  webAclArn?: string;
  /** ACM certificate in us-east-1 for the host of appOrigin; without it the distribution uses its own domain. */
  certificateArn?: string;
  /** Directory of the web build (default web/dist); deployed only when it holds index.html. */
  webDistDir?: string;
  /** Value of the x-origin-verify header sent to the API (a dynamic reference to the secret). */
  originVerify: string;
  /** Name of the public data bucket the public page's job writes (DataResourceNames). */
  publicDataBucketName: string;
}

/** How long the edge keeps a public data file: the job rewrites them nightly, an hour old is fresh enough. */
export const OTVORENE_DATA_EDGE_TTL = { default: Duration.hours(1), max: Duration.days(1), min: Duration.minutes(1) };

export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly siteBucket: s3.Bucket;
  /** The public page's precomputed files, served under /otvorene-data/ from the edge cache. */
  readonly publicDataBucket: s3.Bucket;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const logs = createLogsBucket(this, 'Logs', { forCloudFront: true });

    this.siteBucket = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
      // The content is a build output, re-deployable at any time.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // Written by the public page's nightly job (api-stack.ts); read only by CloudFront (origin access control).
    this.publicDataBucket = new s3.Bucket(this, 'PublicData', {
      bucketName: props.publicDataBucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'public-data-bucket/',
      // aggregates the job rebuilds every night from the table
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // One definition with the local server (shared/security-headers.ts); applied to the web app and the API paths.
    const policy = SECURITY_HEADER_POLICY;
    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Evidencia škôd security headers (CSP, HSTS, nosniff, DENY framing)',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: policy.contentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(policy.strictTransportSecurity.maxAgeSeconds),
          includeSubdomains: policy.strictTransportSecurity.includeSubdomains,
          preload: policy.strictTransportSecurity.preload,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption[policy.frameOptions], override: true },
        referrerPolicy: { referrerPolicy: policy.referrerPolicy as cloudfront.HeadersReferrerPolicy, override: true },
      },
      customHeadersBehavior: {
        customHeaders: Object.entries(policy.customHeaders).map(([header, value]) => ({ header, value, override: true })),
      },
    });

    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      comment: 'SPA routing: extension-less paths -> /index.html',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_ROUTING_FUNCTION_CODE),
    });

    // The API is reached as https://<apiId>.execute-api…; Host is not forwarded (API
    // Gateway routes by it), so handlers build absolute URLs from APP_ORIGIN.
    const apiOrigin = new origins.HttpOrigin(Fn.select(2, Fn.split('/', props.apiEndpoint)), {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // replaces a header of the same name a viewer might send
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerify },
    });
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Cookies, query strings and every viewer header except Host.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.responseHeadersPolicy,
      compress: true,
    };

    // The public page's files: cached at the edge (no cookies, query strings or headers in the key), so a
    // visit on a warm edge reaches neither the bucket nor the API and never the table.
    const publicDataBehavior: cloudfront.BehaviorOptions = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(this.publicDataBucket),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      cachePolicy: new cloudfront.CachePolicy(this, 'PublicDataCache', {
        comment: 'Skody v cislach: precomputed public files, rebuilt nightly',
        defaultTtl: OTVORENE_DATA_EDGE_TTL.default,
        maxTtl: OTVORENE_DATA_EDGE_TTL.max,
        minTtl: OTVORENE_DATA_EDGE_TTL.min,
        cookieBehavior: cloudfront.CacheCookieBehavior.none(),
        queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
        headerBehavior: cloudfront.CacheHeaderBehavior.none(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      responseHeadersPolicy: this.responseHeadersPolicy,
      compress: true,
    };

    const host = new URL(props.appOrigin).host;
    const customDomain = props.certificateArn
      ? {
          domainNames: [host],
          certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
          minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
        }
      : {};

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Evidencia škôd ${host}`,
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...customDomain,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      // No errorResponses: they would apply to the API behaviours too and turn API
      // 403/404 answers into index.html.
      additionalBehaviors: {
        ...Object.fromEntries(API_PATH_PATTERNS.map((p) => [p, apiBehavior])),
        [OTVORENE_DATA_PATH_PATTERN]: publicDataBehavior,
        [VZORCE_PATH_PATTERN]: {
          ...apiBehavior,
          functionAssociations: [
            {
              function: new cloudfront.Function(this, 'VzorceRewrite', {
                comment: 'Formula documents: /vzorce_{slug}.pdf -> /api/vzorce/vzorce_{slug}.pdf',
                runtime: cloudfront.FunctionRuntime.JS_2_0,
                code: cloudfront.FunctionCode.fromInline(vzorceRewriteFunctionCode(VZORCE_API_PREFIX)),
              }),
              eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            },
          ],
        },
      },
    });

    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The public notification form must be reachable from abroad (e.g. owners living outside Slovakia); no geo restriction.',
      },
    );
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: 'The web ACL lives in the us-east-1 Waf stack and is attached with -c webAclArn=<its WebAclArn output> (two-step deploy documented in the README).',
      });
    }
    if (!props.certificateArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without -c certificateArn the distribution uses the default *.cloudfront.net certificate, whose minimum TLS version cannot be set; with a certificate TLSv1.2_2021 is enforced.',
      });
    }

    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: 'Without a certificate, deploy again with -c appOrigin=https://<this domain>',
    });

    this.deployWebBuild(props.webDistDir ?? WEB_DIST_DIR);
  }

  /** Uploads web/dist: hashed assets/ cached for a year, everything else revalidated. */
  private deployWebBuild(distDir: string) {
    if (!fs.existsSync(path.join(distDir, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'evidencia-skod:noWebBuild',
        `No web build at ${distDir}: the site bucket stays empty. Run 'npm run build:web' before deploying.`,
      );
      return;
    }
    const assetsDir = path.join(distDir, 'assets');
    const assets = fs.existsSync(assetsDir)
      ? new s3deploy.BucketDeployment(this, 'DeployAssets', {
        sources: [s3deploy.Source.asset(assetsDir)],
        destinationBucket: this.siteBucket,
        destinationKeyPrefix: 'assets/',
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        // Old hashed files stay for clients still running the previous index.html.
        prune: false,
        memoryLimit: 512,
        })
      : undefined;
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      // .vite/ holds the build manifest, read by the first-screen budget test, not by a browser
      sources: [s3deploy.Source.asset(distDir, { exclude: ['assets', 'assets/**', '.vite', '.vite/**'] })],
      destinationBucket: this.siteBucket,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      // prune would delete assets/ (outside this source); stale files are harmless here.
      prune: false,
      memoryLimit: 512,
      distribution: this.distribution,
      // the service worker and its manifest too: a phone checks them for an update on every visit
      distributionPaths: ['/index.html', '/', '/sw.js', '/manifest.webmanifest'],
    });
    // index.html goes live only after the files it references.
    if (assets) pages.node.addDependency(assets);

    // The deployments share one provider function that aws-cdk-lib creates at stack level.
    for (const provider of this.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
      Validations.of(provider).acknowledge(
        {
          id: 'AwsSolutions-L1',
          reason: 'The BucketDeployment provider (Python) and its runtime come with aws-cdk-lib; it runs only during deployment and is updated with aws-cdk-lib.',
        },
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: 'The BucketDeployment provider role is created by aws-cdk-lib with the basic execution policy for its own logs; it runs only during deployment.',
        },
      );
    }
  }
}
