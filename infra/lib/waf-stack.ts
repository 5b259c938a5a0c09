/**
 * WAF for the CloudFront distribution (scope CLOUDFRONT, so this stack lives in us-east-1).
 * It limits request floods per client address before they reach the API – in particular the
 * anonymous public wizard – and filters known-bad input with AWS managed rule groups. The
 * handlers' own per-draft limits (functions/lib/rate-limit.ts) sit behind it.
 *
 * Deploy it first, then pass its WebAclArn output to the web stack: -c webAclArn=<arn>.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { verejneRoutes } from '@shared/api/verejne.routes';
import { DEFAULT_WAF_LIMITS } from './config';
import { addWafAlarms } from './monitoring';

/** Default requests per 5 minutes per client address (raise with -c wafPublicApiLimit / -c wafGlobalLimit). */
export const WAF_LIMITS = DEFAULT_WAF_LIMITS;

export interface WafStackProps extends StackProps {
  stage: string;
  /** Rate-based rule limits (requests per 5 minutes per client address); default WAF_LIMITS. */
  limits?: { publicApi: number; all: number; statusLookup: number };
  /** Subscribed to this region's alarm topic. */
  alarmEmails?: readonly string[];
}

const visibility = (name: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName: name,
});

/** The 'Stav hlásenia' routes (look-up, personal link, opt-out) share this path prefix, taken from the route table. */
export const STATUS_LOOKUP_PATH = verejneRoutes.webStavHlasenia.path;

/** The web ACL's name and CloudWatch metric name (dimension WebACL of AWS/WAFV2). */
export const webAclMetricName = (stage: string) => `evidencia-skod-${stage}`;

const tooMany: wafv2.CfnWebACL.RuleActionProperty = {
  block: { customResponse: { responseCode: 429, customResponseBodyKey: 'tooMany' } },
};

/** A rate-based rule (429) on the paths starting with `path`, per client address and 5 minutes. */
const pathRateRule = (name: string, priority: number, limit: number, path: string): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: tooMany,
  visibilityConfig: visibility(name),
  statement: {
    rateBasedStatement: {
      limit,
      evaluationWindowSec: 300,
      aggregateKeyType: 'IP',
      scopeDownStatement: {
        byteMatchStatement: {
          fieldToMatch: { uriPath: {} },
          positionalConstraint: 'STARTS_WITH',
          searchString: path,
          textTransformations: [{ priority: 0, type: 'NONE' }],
        },
      },
    },
  },
});

export class WafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);
    const limits = props.limits ?? WAF_LIMITS;
    const acl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `evidencia-skod-${props.stage}`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(webAclMetricName(props.stage)),
      customResponseBodies: {
        tooMany: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ generalErrors: ['Príliš veľa požiadaviek. Počkajte chvíľu a skúste to znova.'], fieldErrors: [] }),
        },
      },
      rules: [
        pathRateRule('PublicApiRateLimit', 0, limits.publicApi, '/api/web-oznamenie/'),
        {
          name: 'GlobalRateLimit',
          priority: 1,
          action: tooMany,
          visibilityConfig: visibility('GlobalRateLimit'),
          statement: { rateBasedStatement: { limit: limits.all, evaluationWindowSec: 300, aggregateKeyType: 'IP' } },
        },
        // guessing a code and an e-mail: a much lower limit than the rest of the public API
        pathRateRule('StatusLookupRateLimit', 5, limits.statusLookup, STATUS_LOOKUP_PATH),
        {
          name: 'AwsCommonRules',
          priority: 2,
          overrideAction: { none: {} },
          visibilityConfig: visibility('AwsCommonRules'),
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Wizard and staff JSON bodies may exceed the group's 8 KB body rule; the API limits bodies itself (64 KiB).
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
        },
        {
          name: 'AwsKnownBadInputs',
          priority: 3,
          overrideAction: { none: {} },
          visibilityConfig: visibility('AwsKnownBadInputs'),
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesKnownBadInputsRuleSet' } },
        },
        {
          name: 'AwsIpReputation',
          priority: 4,
          overrideAction: { none: {} },
          visibilityConfig: visibility('AwsIpReputation'),
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' } },
        },
      ],
    });
    this.webAclArn = acl.attrArn;
    new CfnOutput(this, 'WebAclArn', { value: acl.attrArn, description: 'Pass to the web stack: -c webAclArn=<this value>' });
    // The web ACL's metrics exist only here (us-east-1), so its alarms and their topic live here too.
    addWafAlarms(this, { stage: props.stage, webAclMetricName: webAclMetricName(props.stage), alarmEmails: props.alarmEmails ?? [] });
  }
}
