vcl 4.1;

# The shop's edge in Varnish (7.1 and later): pages come from the shop's page server, and their
# <esi:include src="/fragments/…"/> are composed here from fragments that the fragment service
# answers and this cache keeps. Start from it: set the two backends' addresses, then add the
# shop's own rules for its pages. docs/fragments.md says what each rule is for.

import std;

# The shop's page server: pages holding the includes.
backend pages {
    .host = "127.0.0.1";
    .port = "8080";
}

# The fragment service (dist/server.mjs's handler, mounted at /fragments/).
backend fragments {
    .host = "127.0.0.1";
    .port = "8081";
    # It answers within about a second whatever the services behind it do; a page goes on
    # without a fragment rather than wait longer for it (each include is fetched in turn).
    .connect_timeout = 1s;
    .first_byte_timeout = 3s;
    .between_bytes_timeout = 2s;
}

# Who may ban and purge: the CMS's publish step, on this machine.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "BAN" || req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.method == "PURGE") {
            return (purge);
        }
        # BAN with `Surrogate-Key: site/de` drops every fragment that names that key.
        if (req.http.Surrogate-Key !~ "^[a-z0-9_/-]+$") {
            return (synth(400, "Name one key in Surrogate-Key"));
        }
        ban("obj.http.Surrogate-Key ~ (^|[[:space:]])" + req.http.Surrogate-Key + "([[:space:]]|$)");
        return (synth(200, "Banned"));
    }
    if (req.url ~ "^/fragments/_refresh") {
        # The publish hook is the CMS's, called on the fragment service itself (docs/edges.md,
        # "Publishing"): never from the internet, whose requests this edge answers.
        return (synth(403, "Forbidden"));
    }
    if (req.url ~ "^/fragments/") {
        set req.backend_hint = fragments;
        if (req.method == "GET" || req.method == "HEAD") {
            # A fragment is the same for every visitor: their cookies must not make it a pass.
            unset req.http.Cookie;
            unset req.http.Authorization;
            return (hash);
        }
        # Anything else (a form posted without JavaScript, the publish hook) goes to the service
        # as it came, cookies and all, and is not cached.
        return (pass);
    }
    set req.backend_hint = pages;
}

sub vcl_backend_fetch {
    if (bereq.method == "POST" && bereq.url ~ "^/fragments/") {
        # A form posted without JavaScript (the sign-up) waits as long as the browser's own
        # sign-up waits for the newsletter service (15 s), not the seconds a page waits for an
        # include. (The page server's own posts keep its backend's time-outs.)
        set bereq.first_byte_timeout = 20s;
    }
}

sub vcl_backend_response {
    if (bereq.url ~ "^/fragments/") {
        # A background refresh keeps the copy in grace unless it brings one worth keeping: not a
        # 5xx, not an answer no cache may keep, not a fragment without the content it should have
        # (the content service failed in a process that never had it, or rendering failed).
        if (bereq.is_bgfetch &&
            (beresp.status >= 500 ||
             beresp.http.Cache-Control ~ "no-store" ||
             beresp.http.Shop-Fragment-Content == "missing" ||
             beresp.http.Shop-Fragment-Rendered == "no")) {
            return (abandon);
        }
        # Kept only as a fragment: a 200 (a revalidated copy's 304 is one here too) that sets no
        # cookie, with a Cache-Control that lets a shared cache keep it (its time to live comes
        # from s-maxage, its grace from stale-while-revalidate). Anything else (an error, a 404 or
        # a 414, an answer with the cookie of a session middleware in front of the service) gets
        # no time to live, which Varnish's built-in rules, run after these, make a pass for two
        # minutes; they also refuse what sets a cookie or says no-store, private or no-cache.
        if (beresp.status != 200 ||
            beresp.http.Set-Cookie ||
            beresp.http.Cache-Control !~ "(^|[ ,])(s-maxage|max-age)=[1-9]") {
            set beresp.ttl = 0s;
        }
    } elsif (beresp.http.Content-Type ~ "^text/html") {
        set beresp.do_esi = true;
    }
}

sub vcl_deliver {
    # An include that is not a fragment (a template's mistake: 4xx; the service failing or down
    # with no copy here: 5xx, or this edge's own error page) leaves nothing at its place in the
    # page. The log says which (varnishlog -g request -q 'VCL_Log ~ "fragment left out"').
    if (req.esi_level > 0 && resp.status != 200) {
        std.log("fragment left out: " + resp.status + " " + req.url);
        return (synth(204));
    }
}

sub vcl_synth {
    if (req.esi_level > 0) {
        set resp.body = "";
        return (deliver);
    }
}
