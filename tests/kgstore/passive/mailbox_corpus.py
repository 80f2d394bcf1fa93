"""A corpus of mailbox senders with the person and organisation ingest should derive.

Each entry gives what the event's payload carries (an address, a contact name, an explicit
company) and what the plan must contain: the person's name (None: no person) and the
organisation's name (None: no organisation). ``family`` picks the payload key family
(``primaryContact*``, ``contact*``, ``sender*``) so every family is exercised.
"""

from __future__ import annotations

from typing import NamedTuple


class Sender(NamedTuple):
    email: str | None
    name: str | None
    company: str | None
    person: str | None  # expected person name
    organization: str | None  # expected organisation name
    family: int = 2  # 0 primaryContact*, 1 contact*, 2 sender*
    note: str = ""

    def payload(self) -> dict:
        email_key, name_key = (
            ("primaryContactEmail", "primaryContactName"),
            ("contactEmail", "contactName"),
            ("senderEmail", "senderName"),
        )[self.family]
        payload: dict = {}
        if self.email is not None:
            payload[email_key] = self.email
        if self.name is not None:
            payload[name_key] = self.name
        if self.company is not None:
            payload["company" if self.family != 1 else "organization"] = self.company
        return payload


S = Sender

CORPUS: tuple[Sender, ...] = (
    # --- company domains, subdomains and multi-part suffixes ------------------------------
    S("jane.doe@acme.com", None, None, "Jane Doe", "Acme", 0, "name from local part"),
    S("Jane Doe <jane.doe@mail.acme.co.uk>", None, None, "Jane Doe", "Acme", 0, "display name, co.uk"),
    S("sundar@google.com", "Sundar P", None, "Sundar P", "Google", 1),
    S("bob.smith@eng.bigcorp.co.uk", "Bob Smith", None, "Bob Smith", "Bigcorp", 2, "subdomain + co.uk"),
    S("kylie@sales.koala.com.au", "Kylie Minogue", None, "Kylie Minogue", "Koala", 0, "com.au"),
    S("tanaka.hiroshi@tokyo.sony.co.jp", None, None, "Tanaka Hiroshi", "Sony", 1, "co.jp"),
    S("m.mueller@bosch.de", None, None, "M Mueller", "Bosch", 2),
    S("anna@pied-piper.com", None, None, "Anna", "Pied-Piper", 0, "hyphenated label"),
    S("erlich@aviato.io", "Erlich Bachman", None, "Erlich Bachman", "Aviato", 1),
    S("pierre.dupont@societe-generale.fr", None, None, "Pierre Dupont", "Societe-Generale", 2),
    S("li.wei@alibaba-inc.com", None, None, "Li Wei", "Alibaba-Inc", 0),
    S("j.smith1987@barclays.co.uk", None, None, "J Smith", "Barclays", 1, "digits dropped"),
    S("maria@xn--mnchen-3ya.de", None, None, "Maria", "München", 2, "punycode label"),
    S("hans@münchen.de", None, None, "Hans", "München", 0, "unicode label"),
    S("ops@em1234.shopify.com", "Ops Team Lead", None, "Ops Team Lead", "Shopify", 1),
    S("JANE.ROE@ACME.COM", "Jane Roe", None, "Jane Roe", "Acme", 2, "upper-case address"),
    S("12345@numbers.com", None, None, "12345@numbers.com", "Numbers", 0, "no name-like local part"),
    # --- RFC 5322 forms: comments, lists, encoded names; internationalised domains -------
    S("jane.doe@acme.com (Jane Doe)", None, None, "Jane Doe", "Acme", 0, "name in a comment"),
    S("(Jane Doe) jane.doe@acme.com", None, None, "Jane Doe", "Acme", 1, "comment first"),
    S("Jane Doe <jane@acme.com>, Bob Roe <bob@initech.com>", None, None, "Jane Doe", "Acme", 2,
      "address list: the first"),
    S("jane@acme.com, bob@initech.com", None, None, "Jane", "Acme", 0, "bare address list"),
    S("Team: Ann Lee <ann@globex.com>, bob@initech.com;", None, None, "Ann Lee", "Globex", 1, "group"),
    S("=?utf-8?q?J=C3=B6rg_M=C3=BCller?= <jm@bosch.de>", None, None, "Jörg Müller", "Bosch", 2,
      "RFC 2047 encoded name"),
    S("user@例え。jp", "Aiko", None, "Aiko", "例え", 0, "ideographic full stop"),
    S("jörg@bücher.de", None, None, "Jörg", "Bücher", 1, "non-ASCII local part"),
    S("ana@xn--espaa-rta.es", None, None, "Ana", "España", 2, "punycode label"),
    # --- hosting platforms: the site, not the platform (the suffix list's private domains) --
    S("maintainer@pallets.github.io", None, None, "Maintainer", "Pallets", 0, "GitHub Pages site"),
    S("ops@status.acme-app.herokuapp.com", None, None, "Ops", "Acme-App", 1, "Heroku app"),
    S("alerts@widgets.myshopify.com", None, None, None, "Widgets", 2, "Shopify store"),
    # --- acronyms keep their capitals --------------------------------------------------
    S("news@news.bbc.co.uk", None, None, None, "BBC", 0, "acronym under co.uk"),
    S("jane.doe@ibm.com", None, None, "Jane Doe", "IBM", 1, "acronym"),
    S("k.lee@jpl.nasa.gov", None, None, "K Lee", "NASA", 2, "acronym under .gov"),
    S("ann@bbc-studios.com", None, None, "Ann", "BBC-Studios", 0, "acronym in a hyphenated label"),
    # --- explicit companies win and keep their spelling ---------------------------------
    S("richard@piedpiper.com", "Richard Hendricks", "Pied Piper", "Richard Hendricks", "Pied Piper", 0),
    S("gilfoyle@gmail.com", "Bertram Gilfoyle", "Pied Piper", "Bertram Gilfoyle", "Pied Piper", 1, "explicit + free-mail"),
    S("peter@initech.com", "Peter Gibbons", "Initech Corp", "Peter Gibbons", "Initech Corp", 2),
    S("Sarah <sarah@foo.bar.com>", None, "foo bar inc.", "Sarah", "foo bar inc.", 0, "casing kept"),
    S("noreply@news.amazon.com", None, "Amazon Web Services", None, "Amazon Web Services", 2, "automated + explicit"),
    # --- free mail of many providers: a person, never an organisation -------------------
    S("john.appleseed@gmail.com", None, None, "John Appleseed", None, 0),
    S("jane_roe@googlemail.com", None, None, "Jane Roe", None, 1),
    S("sam@outlook.com", "Sam Lee", None, "Sam Lee", None, 2),
    S("kim@hotmail.co.uk", None, None, "Kim", None, 0, "country variant"),
    S("pat@hotmail.fr", None, None, "Pat", None, 1, "country variant"),
    S("lee@live.com", None, None, "Lee", None, 2),
    S("old.timer@msn.com", None, None, "Old Timer", None, 0),
    S("yuki@yahoo.co.jp", None, None, "Yuki", None, 1),
    S("bob@yahoo.com", None, None, "Bob", None, 2),
    S("ted@ymail.com", None, None, "Ted", None, 0),
    S("steve@icloud.com", "Steve J", None, "Steve J", None, 1),
    S("woz@me.com", None, None, "Woz", None, 2),
    S("tim@mac.com", None, None, "Tim", None, 0),
    S("alice@proton.me", None, None, "Alice", None, 1),
    S("bob@protonmail.ch", None, None, "Bob", None, 2),
    S("carol@pm.me", None, None, "Carol", None, 0),
    S("dieter@gmx.de", None, None, "Dieter", None, 1),
    S("eva@gmx.at", None, None, "Eva", None, 2, "brand under another suffix"),
    S("fritz@web.de", None, None, "Fritz", None, 0),
    S("greta@t-online.de", None, None, "Greta", None, 1),
    S("ivan@yandex.ru", None, None, "Ivan", None, 2),
    S("olga@yandex.kz", None, None, "Olga", None, 0, "brand under another suffix"),
    S("aol.user@aol.com", None, None, "Aol User", None, 1),
    S("zed@zoho.com", None, None, "Zed", None, 2),
    S("fm@fastmail.fm", "Frank M", None, "Frank M", None, 0),
    S("dhh@hey.com", "David H", None, "David H", None, 1),
    S("wang@qq.com", None, None, "Wang", None, 2),
    S("li.na@163.com", None, None, "Li Na", None, 0),
    S("homer@comcast.net", None, None, "Homer", None, 1, "personal ISP"),
    S("marge@verizon.net", None, None, "Marge", None, 2, "personal ISP"),
    S("bart@att.net", None, None, "Bart", None, 0, "personal ISP"),
    S("nigel@btinternet.com", None, None, "Nigel", None, 1, "personal ISP"),
    S("amelie@orange.fr", None, None, "Amelie", None, 2, "personal ISP"),
    S("jean@free.fr", None, None, "Jean", None, 0, "personal ISP"),
    S("tuta@tutanota.de", "Tu Ta", None, "Tu Ta", None, 1),
    # --- relays in front of a person ------------------------------------------------------
    S("12345+octocat@users.noreply.github.com", None, None, "octocat", None, 2, "GitHub relay"),
    S("583231+monalisa@users.noreply.github.com", "Mona Lisa", None, "Mona Lisa", None, 0, "GitHub relay, named"),
    S("octocat@users.noreply.github.com", None, None, "octocat", None, 1, "old GitHub relay form"),
    S("x7fk2p9q4@privaterelay.appleid.com", None, None, "x7fk2p9q4@privaterelay.appleid.com", None, 2, "opaque alias"),
    S("x7fk2p9q4@privaterelay.appleid.com", "Priya Patel", None, "Priya Patel", None, 0, "Apple relay, named"),
    S("quiet.fox@duck.com", None, None, "quiet.fox@duck.com", None, 1, "opaque alias"),
    S("random.alias@mozmail.com", "Rene", None, "Rene", None, 2, "Firefox Relay"),
    S("shop.alias@simplelogin.co", "Sim Login", None, "Sim Login", None, 0, "SimpleLogin"),
    # --- automated senders: no person, the organisation still gets the observation --------
    S("noreply@github.com", "GitHub", None, None, "Github", 1),
    S("notifications@github.com", None, None, None, "Github", 2),
    S("reply+ABCDEF123@reply.github.com", None, None, None, "Github", 0),
    S("49699333+dependabot[bot]@users.noreply.github.com", None, None, None, None, 1, "GitHub bot"),
    S("no-reply@accounts.google.com", None, None, None, "Google", 2),
    S("security-noreply@accounts.google.com", None, None, None, "Google", 0),
    S("calendar-notification@google.com", None, None, None, "Google", 1),
    S("do-not-reply@mail.acme.co.uk", None, None, None, "Acme", 2),
    S("donotreply@hsbc.co.uk", None, None, None, "HSBC", 0, "an acronym keeps its capitals"),
    S("no_reply@apple.com", None, None, None, "Apple", 1),
    S("no.reply@booking.com", None, None, None, "Booking", 2),
    S("noreply+abc123@stripe.com", None, None, None, "Stripe", 0, "plus tag"),
    S("bounces+12345-abcd@em1234.shopify.com", None, None, None, "Shopify", 1, "VERP bounce"),
    S("MAILER-DAEMON@mx.example.org", None, None, None, "Example", 2),
    S("postmaster@contoso.com", None, None, None, "Contoso", 0),
    S("newsletter@substack.com", None, None, None, "Substack", 1),
    S("newsletters@nytimes.com", None, None, None, "Nytimes", 2),
    S("store-news@news.amazon.com", None, None, None, "Amazon", 0),
    S("news@email.ikea.com", None, None, None, "IKEA", 1, "an acronym keeps its capitals"),
    S("alerts@chase.com", None, None, None, "Chase", 2),
    S("updates@linkedin.com", None, None, None, "Linkedin", 0),
    S("digest-noreply@quora.com", None, None, None, "Quora", 1),
    S("notify@twitter.com", None, None, None, "Twitter", 2),
    S("system@monitoring.bigcorp.com", None, None, None, "Bigcorp", 0),
    S("auto-confirm@amazon.co.uk", None, None, None, "Amazon", 1),
    S("shipment-tracking@amazon.com", None, None, None, "Amazon", 2),
    S("deals@em.bestbuy.com", None, None, None, "Bestbuy", 0),
    S("noreply@gmail.com", None, None, None, None, 1, "automated on free mail: nothing"),
    # --- role mailboxes: not a person either ----------------------------------------------
    S("info@acme.com", None, None, None, "Acme", 2),
    S("support@help.zendesk.com", "Zendesk Support", None, None, "Zendesk", 0),
    S("sales.uk@contoso.co.uk", None, None, None, "Contoso", 1),
    # --- missing or malformed parts ------------------------------------------------------
    S(None, "Jane Doe", None, "Jane Doe", None, 0, "name only"),
    S(None, None, "Initech", None, "Initech", 1, "company only"),
    S("not-an-address", "Milton Waddams", None, "Milton Waddams", None, 2, "malformed address"),
    S("root@localhost", "Root User", None, "Root User", None, 0, "no public suffix"),
    S("ops@10.0.0.5", "Ops Person", None, "Ops Person", None, 1, "IP host"),
    S("jane@acme.com", "jane@acme.com", None, "Jane", "Acme", 2, "name is the address"),
    S("jane@acme.com", "  N/A ", None, "Jane", "Acme", 0, "placeholder name"),
)
