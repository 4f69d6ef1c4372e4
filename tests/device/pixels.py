"""The tour's pixels mode (tools/bench_pixels.py --lane compares the lane's
refreshes with the simulator's): after every frame whose refreshes sent
pixels, ``pushed FRAME N`` (N: the pixels, from displayio's own refresh
areas), and after each checkpoint ``checked at frame N``. A module of its
own, imported only in that mode, so the tour's driver (tour.py) keeps no
code for it in the heap it measures.
"""


def watch(tour, pushed):
    """Make `tour` print its refreshes' pixels; pushed() gives the pixels
    sent so far (a display's count: it starts at 0 with the program)."""
    after_step = tour.after_step
    report_check = tour._report_check
    last = [0]

    def after_pushed():
        sent = pushed()
        if sent != last[0]:
            tour.out("pushed {} {}".format(tour.frames, sent - last[0]))
            last[0] = sent
        after_step()

    def report_and_frame():
        report_check()
        tour.out("checked at frame {}".format(tour.frames))

    tour.after_step = after_pushed
    tour._report_check = report_and_frame
