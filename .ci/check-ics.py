"""Cross-checks an exported calendar with the icalendar library, independently of the
Swift tests: it parses, lines are folded at 75 octets with CRLF, every dated to-do not yet
done carries two display alarms (09:00 the day before and on the day, relative to its
date-only DUE), and a done or undated to-do carries none.

Usage: check-ics.py FILE EXPECTED_TODOS
"""
import datetime
import sys

import icalendar

path, expected = sys.argv[1], int(sys.argv[2])
raw = open(path, "rb").read()
assert raw.endswith(b"\r\n"), "the calendar does not end in CRLF"
for number, line in enumerate(raw.split(b"\r\n")[:-1], 1):
    assert b"\n" not in line and b"\r" not in line, f"line {number}: a bare line end"
    assert len(line) <= 75, f"line {number}: {len(line)} octets"
calendar = icalendar.Calendar.from_ical(raw)
assert calendar["VERSION"] == "2.0" and "PRODID" in calendar
todos = [part for part in calendar.walk("VTODO")]
assert len(todos) == expected, f"{len(todos)} to-dos, {expected} expected"
for todo in todos:
    alarms = [part for part in todo.subcomponents if part.name == "VALARM"]
    due = todo.get("DUE")
    if due is None or todo.get("STATUS") == "COMPLETED":
        assert not alarms, f"{todo['UID']}: an alarm without a pending due day"
        continue
    assert isinstance(due.dt, datetime.date) and not isinstance(due.dt, datetime.datetime)
    triggers = []
    for alarm in alarms:
        assert alarm["ACTION"] == "DISPLAY", alarm["ACTION"]
        assert str(alarm["DESCRIPTION"]) == str(todo["SUMMARY"])
        trigger = alarm["TRIGGER"]
        assert trigger.params.get("RELATED") == "END", trigger.params
        triggers.append(trigger.dt)
    assert triggers == [datetime.timedelta(hours=-15), datetime.timedelta(hours=9)], triggers
print(f"ics: {len(todos)} to-dos checked")
