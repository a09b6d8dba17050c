! The intrinsic subroutines: CPU_TIME, SYSTEM_CLOCK, RANDOM_NUMBER, RANDOM_SEED,
! DATE_AND_TIME, GET_COMMAND_ARGUMENT, GET_COMMAND, GET_ENVIRONMENT_VARIABLE, MVBITS and the
! COMMAND_ARGUMENT_COUNT function. Values that differ from run to run (clocks, dates, fresh
! seeds) are checked by their properties; the rest is printed as it is.
program intrinsic_subroutines
  implicit none
  real :: t1, t2, x, a(10), b(10)
  double precision :: d, m(3, 4), m2(3, 4)
  real, allocatable :: h(:, :)
  integer :: c1, c2, rate, cmax, n, seed(8), back(8), i, values(8), length, status
  integer(8) :: c8, rate8, max8
  real :: rrate
  character(len=8) :: date
  character(len=10) :: time
  character(len=5) :: zone
  character(len=4) :: short
  character(len=200) :: long
  integer :: bits

  call cpu_time(t1)
  x = 0.0
  do i = 1, 200000
    x = x + sqrt(real(i))
  end do
  call cpu_time(time=t2)
  print *, 'cpu_time', t1 >= 0.0, t2 >= t1, x > 0.0

  call system_clock(c1, rate, cmax)
  call system_clock(count=c2)
  print *, 'system_clock', rate, cmax, c1 >= 0, c1 <= cmax, c2 >= c1
  call system_clock(c8, rate8, max8)
  print *, 'system_clock(8)', rate8, max8, c8 > 0
  call system_clock(count_rate=rrate)
  print *, 'real rate', rrate

  call random_seed(size=n)
  print *, 'seed size', n
  seed = [(17 * i + 3, i = 1, 8)]
  call random_seed(put=seed)
  call random_seed(get=back)
  print *, 'get after put', all(back == seed)
  call random_number(a)
  call random_number(x)
  call random_seed(put=seed)
  call random_number(b)
  print *, 'repeatable', all(a == b), all(a >= 0.0 .and. a < 1.0)
  print *, 'spread', count(a < 0.5) > 0, count(a >= 0.5) > 0, x >= 0.0 .and. x < 1.0
  b = -1.0
  call random_seed(put=seed)
  call random_number(b(3:7))
  print *, 'section', all(b(3:7) == a(1:5)), all(b(1:2) == -1.0), all(b(8:) == -1.0)
  call random_number(harvest=d)
  call random_number(m)
  m2 = m
  call random_number(m2(2, :))
  print *, 'double', d >= 0d0 .and. d < 1d0, all(m >= 0d0 .and. m < 1d0), &
    all(m2(1, :) == m(1, :)), any(m2(2, :) /= m(2, :))
  allocate (h(4, 5))
  call random_number(h)
  print *, 'allocatable', all(h >= 0.0 .and. h < 1.0), size(h)
  call random_seed()
  call random_number(x)
  print *, 'fresh seed', x >= 0.0 .and. x < 1.0

  call date_and_time(date, time, zone, values)
  print *, 'date', len_trim(date), values(1) >= 2024, values(2) >= 1 .and. values(2) <= 12
  print *, 'time', time(7:7) == '.', values(5) <= 23, values(8) <= 999
  print *, 'zone', zone(1:1) == '+' .or. zone(1:1) == '-', abs(values(4)) <= 14 * 60
  call date_and_time(values=values)
  call date_and_time(date=date)
  read (date(1:4), '(i4)') n
  print *, 'year', n >= values(1) - 1

  print *, 'arguments', command_argument_count()
  call get_command_argument(1, short, length, status)
  print *, 'missing argument', '[', short, ']', length, status
  call get_command_argument(0, length=length, status=status)
  print *, 'program name', length > 0, status
  call get_command(long, length, status)
  print *, 'command', length > 0, status
  call get_environment_variable('PATH', short, length, status)
  print *, 'PATH', length > 4, status
  call get_environment_variable('PATH', long, status=status)
  print *, 'PATH long', len_trim(long) > 0, status
  call get_environment_variable('DVMH_NO_SUCH_VARIABLE_X', long, length, status)
  print *, 'unset', '[', long(1:5), ']', length, status

  bits = 0
  call mvbits(255, 2, 4, bits, 8)
  print *, 'mvbits', bits
  bits = -1
  call mvbits(0, 0, 3, bits, 29)
  print *, 'mvbits', bits
  bits = 12345
  call mvbits(from=bits, frompos=0, len=16, to=bits, topos=16)
  print *, 'mvbits', bits
end program intrinsic_subroutines
