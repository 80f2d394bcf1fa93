"""Texts with secrets and texts without, for the secret detector (kgstore.secrets).

Every secret here is made up, in the format its provider issues (prefixes, lengths, alphabets);
they are built from a fixed seed rather than written out, so that no scanner mistakes this file
for a leak. ``SECRETS`` are texts an agent or a mail might carry, each with the kind the detector
must name; ``NEAR_MISSES`` look alike and are not secrets: hashes, UUIDs, git SHAs, base64
images, public keys, and the example keys documentation marks as such.
"""

from __future__ import annotations

import base64
import json
import random
import string
from typing import NamedTuple

_rng = random.Random(20261204)
_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_B64 = _ALNUM + "+/"


def _r(n: int, alphabet: str = _ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def _b64url(obj: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")


def _jwt() -> str:
    return (_b64url({"alg": "HS256", "typ": "JWT"}) + "." + _b64url({"sub": _r(8), "iat": 1764806400})
            + "." + _r(43, _ALNUM + "-_"))


def _key_block(label: str, lines: int = 4) -> str:
    body = "\n".join(_r(64, _B64) for _ in range(lines))
    return f"-----BEGIN {label}-----\n{body}\n{_r(20, _B64)}==\n-----END {label}-----"


class SecretCase(NamedTuple):
    text: str
    kind: str  # the kind the detector must name
    secret: str  # the part that must not survive redaction


class NearMiss(NamedTuple):
    text: str
    note: str


def S(template: str, secret: str, kind: str) -> SecretCase:
    return SecretCase(template.format(s=secret), kind, secret)


_GH = "GitHub token"
_URL = "password inside a URL"
_ASSIGN = "password or secret assignment"
_KEY = "private key"
_JWT = "JSON Web Token"

SECRETS: list[SecretCase] = [
    # --- provider tokens -----------------------------------------------------------------
    S("Use my token {s} to push the release branch.", "ghp_" + _r(36), _GH),
    S("OAuth app token: {s}", "gho_" + _r(36), _GH),
    S("GITHUB_TOKEN={s} in the runner env", "ghs_" + _r(36), _GH),
    S("refresh with {s} before it expires", "ghr_" + _r(36), _GH),
    S("user-to-server token {s}", "ghu_" + _r(36), _GH),
    S("fine-grained PAT for the docs repo: {s}", "github_pat_" + _r(22) + "_" + _r(59), _GH),
    S("git remote set-url origin https://oauth2:{s}@gitlab.com/acme/api.git", "glpat-" + _r(20), "GitLab token"),
    S("GitLab deploy token {s} (read_registry)", "glpat-" + _r(20), "GitLab token"),
    S("aws_access_key_id = {s}", "AKIA" + _r(16, string.ascii_uppercase + "234567"), "AWS access key"),
    S("the CI user's key is {s}, rotate it monthly", "AKIA" + _r(16, string.ascii_uppercase + "234567"),
      "AWS access key"),
    S('aws_secret_access_key = "{s}"', _r(40, _B64), "AWS access key"),
    S("Slack bot token: {s}", "xoxb-" + _r(12, string.digits) + "-" + _r(13, string.digits) + "-" + _r(24),
      "Slack token"),
    S("user token {s} for the export script", "xoxp-" + _r(12, string.digits) + "-" + _r(12, string.digits) + "-"
      + _r(13, string.digits) + "-" + _r(32, _HEX), "Slack token"),
    S("alerts go to {s}", "https://hooks.slack.com/services/T" + _r(8, string.ascii_uppercase + string.digits)
      + "/B" + _r(8, string.ascii_uppercase + string.digits) + "/" + _r(24), "Slack token"),
    S("charge with the live key {s}", "sk_live_" + _r(24), "Stripe API key"),
    S("restricted key {s} for the reporting job", "rk_live_" + _r(24), "Stripe API key"),
    S("OPENAI_API_KEY={s}", "sk-" + _r(20) + "T3BlbkFJ" + _r(20), "OpenAI API key"),
    S("the project key is {s}", "sk-proj-" + _r(64, _ALNUM + "_-") + "T3BlbkFJ" + _r(20), "OpenAI API key"),
    S("set ANTHROPIC_API_KEY to {s} on the worker", "sk-ant-api03-" + _r(93, _ALNUM + "_-") + "AA",
      "Anthropic API key"),
    S("Maps key {s} (restricted to our domain)", "AIza" + _r(35, _ALNUM + "_-"), "Google API key"),
    S("SendGrid: {s}", "SG." + _r(22, _ALNUM + "_-") + "." + _r(43, _ALNUM + "_-"), "SendGrid API key"),
    S("Twilio API key SID {s}", "SK" + _r(32, _HEX), "Twilio API key"),
    S("account {s} sends the SMS codes", "AC" + _r(32, _HEX), "Twilio API key"),
    S("//registry.npmjs.org/:_authToken={s}", "npm_" + _r(36), "npm token"),
    S("publish with {s}", "pypi-AgEIcHlwaS5vcmc" + _r(70, _ALNUM + "_-"), "PyPI token"),
    S("bot login: {s}", "M" + _r(23, _ALNUM) + "." + _r(6, _ALNUM + "_-") + "." + _r(27, _ALNUM + "_-"),
      "Discord bot token"),
    S("Telegram bot {s} posts the nightly report", _r(9, string.digits) + ":AA" + _r(33, _ALNUM + "_-"),
      "Telegram bot token"),
    S("mailchimp key {s}", _r(32, _HEX) + "-us12", "Mailchimp API key"),
    S("Square application secret {s}", "sq0csp-" + _r(43, _ALNUM + "_-"), "Square OAuth secret"),
    S("artifactory token {s}", "AKC" + _r(70), "Artifactory token"),
    S("DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey={s};EndpointSuffix=core.windows.net",
      _r(86, _B64) + "==", "Azure storage key"),
    # --- JWTs -----------------------------------------------------------------------------
    S("curl -H 'Authorization: Bearer {s}' https://api.internal/v1/me", _jwt(), _JWT),
    S("the session cookie was {s} when it failed", _jwt(), _JWT),
    S('{{"access_token": "{s}", "expires_in": 3600}}', _jwt(), _JWT),
    # --- private keys ---------------------------------------------------------------------
    S("deploy key for the box:\n{s}\nadd it to ~/.ssh", _key_block("OPENSSH PRIVATE KEY"), _KEY),
    S("{s}", _key_block("RSA PRIVATE KEY", 6), _KEY),
    S("the signing key is\n{s}", _key_block("EC PRIVATE KEY", 2), _KEY),
    S("PKCS#8 key:\n{s}\n(keep it out of git)", _key_block("PRIVATE KEY", 5), _KEY),
    S("{s}", _key_block("PGP PRIVATE KEY BLOCK", 5), _KEY),
    S("pasted only the top of it: -----BEGIN RSA PRIVATE KEY-----\n{s}", _r(64, _B64) + "\n" + _r(64, _B64), _KEY),
    # --- credentials in URLs and connection strings -----------------------------------------
    S("the app reads postgres://deploy:{s}@db.internal/app", "pw", _URL),
    S("DATABASE_URL=postgresql://app_user:{s}@10.0.4.12:5432/orders", _r(18), _URL),
    S("mysql://root:{s}@10.0.0.5:3306/shop is the staging DB", "S3cr3t!" + _r(5), _URL),
    S("mongodb+srv://admin:{s}@cluster0.ab1cd.mongodb.net/prod?retryWrites=true", _r(16), _URL),
    S("cache at redis://:{s}@cache.internal:6379/0", _r(12), _URL),
    S("amqp://worker:{s}@rabbit.internal:5672/", _r(10), _URL),
    S("clone https://jdoe:{s}@git.acme.io/infra/terraform.git", _r(20), _URL),
    S("Server=db01;Database=crm;User Id=sa;Password={s};", "Pa55w0rd" + _r(4), _ASSIGN),
    S("jdbc:postgresql://db:5432/app?user=svc&password={s}&ssl=true", _r(14), _ASSIGN),
    S("ftp://backup:{s}@files.acme.io/nightly", _r(9), _URL),
    # --- password= / secret= assignments ---------------------------------------------------
    S("password={s}", "hunter2", _ASSIGN),
    S("DB_PASSWORD={s}", "Xk29!pq" + _r(6), _ASSIGN),
    S('secret = "{s}"', "s3cr3t-" + _r(10), _ASSIGN),
    S('{{"username": "ops", "password": "{s}"}}', "Winter2024!", _ASSIGN),
    S("api_key: {s}", _r(32, _HEX), _ASSIGN),
    S("client_secret={s}", _r(40, _ALNUM + "~._-"), _ASSIGN),
    S("the wifi password: {s} (guest network)", "Blue-Falcon-77", _ASSIGN),
    S("export PGPASSWORD={s}", _r(16), _ASSIGN),
    S("export AWS_SECRET_ACCESS_KEY={s}", _r(40, _B64), _ASSIGN),
    S("SECRET_KEY='{s}'", "django-insecure-" + _r(40, _ALNUM + "!@#%^&*(-_=+)"), _ASSIGN),
    S("passwd: {s}", "Tr0ub4dor&3", _ASSIGN),
    S("export NPM_TOKEN={s}", "npm_" + _r(36), "npm token"),
    S("call https://api.partner.io/v2/orders?access_token={s}&page=2", _r(28) + "9", "access token"),
]

_SHA256 = _r(64, _HEX)
_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="

NEAR_MISSES: list[NearMiss] = [
    # hashes, ids, digests
    NearMiss(f"sha256sum of the release tarball: {_SHA256}", "sha-256 digest"),
    NearMiss(f"sha1 {_r(40, _HEX)}  kg-0.3.1.tar.gz", "sha-1 digest"),
    NearMiss(f"md5: {_r(32, _HEX)}", "md5 digest"),
    NearMiss(f"fixed in commit {_r(40, _HEX)} (see the changelog)", "git SHA"),
    NearMiss(f"cherry-pick {_r(7, _HEX)} and {_r(12, _HEX)} onto the release branch", "short git SHAs"),
    NearMiss("request id 3f2b8c1e-9a4d-4e7b-8c2f-1d6a5b9e0c3a failed with 502", "UUID"),
    NearMiss("workspace_id = 'c7d1e3a2-5b6f-4a8c-9d0e-1f2a3b4c5d6e'", "UUID assignment"),
    NearMiss(f"image: ghcr.io/acme/api@sha256:{_SHA256}", "image digest"),
    NearMiss(f'"integrity": "sha512-{_r(86, _B64)}=="', "npm lockfile integrity"),
    NearMiss(f'ETag: "{_r(32, _HEX)}"', "ETag"),
    NearMiss(f"checksum={_r(64, _HEX)}", "checksum assignment"),
    NearMiss(f'<img src="data:image/png;base64,{_PNG}">', "base64 image"),
    NearMiss(f"background: url(data:image/gif;base64,{_r(120, _B64)}=)", "base64 image in CSS"),
    NearMiss(f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{_r(43, _B64)} jane@laptop", "SSH public key"),
    NearMiss(f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{_r(200, _B64)} deploy@ci", "SSH public key (RSA)"),
    NearMiss(_key_block("PUBLIC KEY"), "PEM public key"),
    NearMiss(_key_block("CERTIFICATE"), "certificate"),
    NearMiss(f"Stripe publishable key pk_live_{_r(24)} goes in the browser bundle", "publishable key"),
    NearMiss("eyJhbGciOiJIUzI1NiJ9 is just the base64 of a JWT header", "half a JWT"),
    NearMiss(f"the build number is {_r(10, string.digits)} and the run id {_r(11, string.digits)}", "numbers"),
    # documentation examples marked as such
    NearMiss("AWS's docs use AKIAIOSFODNN7EXAMPLE as the access key id", "AWS example key id"),
    NearMiss("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AWS example secret"),
    NearMiss("export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "placeholder token"),
    NearMiss("OPENAI_API_KEY=sk-your-api-key-here", "placeholder OpenAI key"),
    NearMiss("SLACK_TOKEN=xoxb-your-bot-token", "placeholder Slack token"),
    NearMiss("password=<your-password>", "templated password"),
    NearMiss("password: ${DB_PASSWORD}", "environment reference"),
    NearMiss('password = os.environ["DB_PASSWORD"]', "indirect reference"),
    NearMiss("password=DB_PASSWORD", "a variable name"),
    NearMiss("password = getpass.getpass()", "a prompt"),
    NearMiss("password: ********", "masked"),
    NearMiss("token: ${{ secrets.GITHUB_TOKEN }}", "GitHub Actions expression"),
    NearMiss("postgres://user:password@localhost:5432/mydb is the format the docs show", "docs connection string"),
    NearMiss("DATABASE_URL=postgres://localhost:5432/app", "connection string without credentials"),
    NearMiss("mysql://${DB_USER}:${DB_PASS}@db:3306/app", "templated connection string"),
    NearMiss("postgresql://app:<password>@db.internal/app", "placeholder in connection string"),
    NearMiss('<user username="admin" password="somePass" roles="manager-gui"/>', "Tomcat docs example"),
    NearMiss("api_key: string (required) - your API key from the dashboard", "API reference"),
    # prose and code that merely talks about secrets
    NearMiss("Secret: the launch moved to Tuesday, don't tell the client yet.", "prose with 'Secret:'"),
    NearMiss("Forgot your password? Click the reset link we mailed you.", "password prose"),
    NearMiss("The secret to good sourdough is time, not yeast.", "secret prose"),
    NearMiss("Use `kubectl create secret generic db-creds --from-env-file=.env` to load them.", "command"),
    NearMiss("password_min_length = 12 and password_max_age = 90", "password policy"),
    NearMiss("secret_name=prod-db-credentials", "secret name"),
    NearMiss("password_file=/run/secrets/db_password", "secret file path"),
    NearMiss("if password == confirm_password: save()", "comparison"),
    NearMiss("the API key header is X-Api-Key; rotate keys every 90 days", "key header"),
    NearMiss("git@github.com:acme/api.git and https://medium.com/@jdoe/notes", "ssh remote and @ in a path"),
    NearMiss("http://localhost:8080/admin@home is not a credential", "port, not a password"),
    NearMiss("Ping 203.0.113.7 and mail ops@acme.io", "IP and address"),
    NearMiss("Our tokens start with ghp_ and are 40 characters long.", "token prefix only"),
    NearMiss("private_key_path = ~/.ssh/id_ed25519", "key path"),
    NearMiss("The README says: never commit your .env or id_rsa.", "advice"),
    NearMiss("version 3.12.1, build 0x7f3a9c, color #a1b2c3", "versions and hex"),
    NearMiss('{"token_type": "bearer", "max_tokens": 1000, "tokenizer": "cl100k_base"}', "token settings"),
    NearMiss("next_page_token: CAESBggDEAEYAQ (pass it back for page 2)", "pagination token name"),
    NearMiss('Parameters: {"user"=>{"email"=>"a@b.co", "password"=>"[FILTERED]"}}', "Rails' log mask"),
    NearMiss('Request body: { email: "##@##.##", password: "#####" }', "a writer's mask"),
]
