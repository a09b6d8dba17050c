! A discrete-event simulation of a single-server queue: a module keeps the event list
! (a small array kept sorted by insertion), the clock and statistics; integer LCG random
! numbers for arrival and service times; SELECT CASE on the event kind; waiting times
! accumulated in INTEGER(8); results for three service rates.
module queue_state
  implicit none
  integer, parameter :: maxev = 64
  integer :: ev_time(maxev), ev_kind(maxev), nev = 0
  integer :: clock = 0, in_queue = 0, served = 0, busy = 0, max_queue = 0
  integer :: arrivals(1000), head = 1, tail = 0
  integer(8) :: total_wait = 0
  integer :: seed = 12345
contains
  integer function rnd(lo, hi)
    integer, intent(in) :: lo, hi
    seed = mod(seed * 1103 + 4721, 65521)
    rnd = lo + mod(seed, hi - lo + 1)
  end function rnd

  subroutine schedule(t, k)
    integer, intent(in) :: t, k
    integer :: i
    i = nev
    do while (i >= 1)
      if (ev_time(i) <= t) exit
      ev_time(i + 1) = ev_time(i)
      ev_kind(i + 1) = ev_kind(i)
      i = i - 1
    end do
    ev_time(i + 1) = t
    ev_kind(i + 1) = k
    nev = nev + 1
  end subroutine schedule

  subroutine next_event(t, k)
    integer, intent(out) :: t, k
    integer :: i
    t = ev_time(1)
    k = ev_kind(1)
    do i = 1, nev - 1
      ev_time(i) = ev_time(i + 1)
      ev_kind(i) = ev_kind(i + 1)
    end do
    nev = nev - 1
  end subroutine next_event

  subroutine reset()
    nev = 0; clock = 0; in_queue = 0; served = 0; busy = 0; max_queue = 0
    head = 1; tail = 0; total_wait = 0; seed = 12345
  end subroutine reset
end module queue_state

program queue_sim
  use queue_state
  implicit none
  integer :: t, k, smax, run, ncust
  do run = 1, 3
    call reset()
    smax = 4 + 2 * run
    ncust = 0
    call schedule(rnd(1, 8), 1)
    do while (nev > 0)
      call next_event(t, k)
      clock = t
      select case (k)
      case (1)
        ncust = ncust + 1
        if (ncust < 400) call schedule(clock + rnd(1, 8), 1)
        if (busy == 0) then
          busy = 1
          call schedule(clock + rnd(1, smax), 2)
        else
          tail = tail + 1
          arrivals(tail) = clock
          in_queue = in_queue + 1
          max_queue = max(max_queue, in_queue)
        end if
      case (2)
        served = served + 1
        if (in_queue > 0) then
          total_wait = total_wait + (clock - arrivals(head))
          head = head + 1
          in_queue = in_queue - 1
          call schedule(clock + rnd(1, smax), 2)
        else
          busy = 0
        end if
      end select
    end do
    write (*, '(a, i3, a, i5, a, i6, a, i4, a, f9.3)') 'smax', smax, ' served', served, &
      ' end', clock, ' max queue', max_queue, ' mean wait', dble(total_wait) / served
  end do
end program queue_sim
