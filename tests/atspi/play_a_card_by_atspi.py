#!/usr/bin/python3
# play_a_card_by_atspi.py APP: plays a card of Follow Suit the way a screen reader user does,
# through the AT-SPI bus and nothing else. Starts APP (the followsuit executable) on a Whist
# table, finds the application on the bus, finds "Your hand" (a list of cards), reads a card's
# name and state, activates it through its accessible action, and sees the trick and the
# announcements change. Run inside with-atspi-bus.sh. Exit 0 on success, 1 with a reason.
import os, re, subprocess, sys, tempfile, time
import pyatspi
from gi.repository import GLib

CARD = re.compile(r"^(\w+) of (clubs|diamonds|hearts|spades)$")


def fail(why):
    print("FAIL:", why)
    sys.exit(1)


def find(node, test, depth=0):
    if node is None or depth > 30:
        return None
    try:
        if test(node):
            return node
        for i in range(node.childCount):
            hit = find(node.getChildAtIndex(i), test, depth + 1)
            if hit is not None:
                return hit
    except Exception:
        return None
    return None


# What a screen reader is sent: the notifications shown, as Orca receives them (it speaks a
# notification when it shows).
shown = []


def on_showing(event):
    try:
        if event.detail1 == 1 and event.source.getRole() == pyatspi.ROLE_NOTIFICATION:
            shown.append(event.source.name)
    except Exception:
        pass


def pump():
    context = GLib.MainContext.default()
    while context.iteration(False):
        pass


def wait_for(what, probe, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        pump()
        got = probe()
        if got:
            return got
        time.sleep(0.02)
    fail("timed out waiting for " + what)


def the_app():
    desk = pyatspi.Registry.getDesktop(0)
    for i in range(desk.childCount):
        a = desk.getChildAtIndex(i)
        if a is not None and "followsuit" in (a.name or "").lower().replace(" ", ""):
            return a
    return None


def main():
    home = tempfile.mkdtemp(prefix="followsuit-atspi-")
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home + "/config",
               XDG_DATA_HOME=home + "/data", LANGUAGE="en", LC_ALL="C.UTF-8")
    pyatspi.Registry.registerEventListener(on_showing, "object:state-changed:showing")
    app = subprocess.Popen([sys.argv[1], "--game", "whist", "--seed", "5"], env=env)
    try:
        root = wait_for("the app on the AT-SPI bus", the_app, 30)
        hand = wait_for("the hand", lambda: find(
            root, lambda o: o.getRole() == pyatspi.ROLE_LIST and o.name == "Your hand"), 30)
        trick = find(root, lambda o: o.getRole() == pyatspi.ROLE_LIST and o.name == "The trick")
        if trick is None:
            fail("no list named 'The trick'")
        news = find(root, lambda o: o.getRole() == pyatspi.ROLE_NOTIFICATION)
        if news is None:
            fail("no notification object for the announcements")
        if hand.childCount != 13:
            fail("the hand lists %d cards, not 13" % hand.childCount)

        def playable():
            for i in range(hand.childCount):
                card = hand.getChildAtIndex(i)
                if card.getState().contains(pyatspi.STATE_ENABLED) and \
                        card.queryAction().nActions > 0:
                    return card
            return None

        card = wait_for("a card that can be played", playable, 60)
        name = card.name
        if card.getRole() != pyatspi.ROLE_LIST_ITEM or not CARD.match(name):
            fail("a card reads %r (%s)" % (name, card.getRoleName()))
        if card.description != "Can be played.":
            fail("a playable card says %r" % card.description)
        print("found", name, "-", card.description)
        action = card.queryAction()
        if action.getName(0) != "Press":
            print("note: the action is named", action.getName(0))
        action.doAction(0)
        mine = "You: " + name

        def on_trick():
            names = [trick.getChildAtIndex(i).name for i in range(trick.childCount)]
            return mine in names

        wait_for("%r on the trick" % mine, on_trick, 10)
        print("the trick shows", mine)
        wait_for("the announcement of the card", lambda: news.name == "You play %s." % name
                 or (hand.childCount == 12 and news.name), 10)
        if hand.childCount != 12:
            fail("the hand still lists %d cards" % hand.childCount)
        print("announced:", news.name)
        wait_for("the notification of the card shown on the bus",
                 lambda: "You play %s." % name in shown, 10)
        print("the bus carried", len(shown), "notifications, among them:", "You play %s." % name)
        print("PASS")
    finally:
        app.terminate()
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()


main()
